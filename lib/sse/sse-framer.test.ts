import { describe, expect, it } from "vitest";
import { createSseFramer, type SseItem } from "@/lib/sse/sse-framer";

function frame(chunks: string[], options = {}): { items: SseItem[]; endedMidEvent: boolean } {
  const items: SseItem[] = [];
  const framer = createSseFramer((item) => items.push(item), options);
  chunks.forEach((chunk, index) => {
    framer.push(chunk, index + 1);
  });
  const { endedMidEvent } = framer.end();
  return { items, endedMidEvent };
}

/** The items without chunk provenance, for comparing one split of a stream with another. */
function withoutRefs(items: SseItem[]): unknown[] {
  return items.map(({ chunkRefs: _chunkRefs, ...rest }) => rest);
}

const mixedStream =
  ": hello\r\n" +
  "event: greeting\r" +
  "id: 7\n" +
  "data: first\r\n" +
  "data: second\r" +
  "\r" +
  'data: {"a":1}\n' +
  "\n" +
  "retry: 1500\r\n" +
  "data:no-space\r\n" +
  "\r\n" +
  ":tail comment\r";

describe("createSseFramer", () => {
  it("frames a stream with mixed CR, LF and CRLF terminators", () => {
    const { items, endedMidEvent } = frame([mixedStream]);
    expect(endedMidEvent).toBe(false);
    expect(items).toEqual([
      { type: "comment", comment: "hello", line: ": hello", lineNumber: 1, chunkRefs: [1] },
      {
        type: "event",
        event: "greeting",
        id: "7",
        data: "first\nsecond",
        lines: ["event: greeting", "id: 7", "data: first", "data: second"],
        lineNumber: 2,
        chunkRefs: [1],
        complete: true,
      },
      {
        type: "event",
        data: '{"a":1}',
        lines: ['data: {"a":1}'],
        lineNumber: 7,
        chunkRefs: [1],
        complete: true,
      },
      {
        type: "event",
        data: "no-space",
        retry: 1500,
        lines: ["retry: 1500", "data:no-space"],
        lineNumber: 9,
        chunkRefs: [1],
        complete: true,
      },
      {
        type: "comment",
        comment: "tail comment",
        line: ":tail comment",
        lineNumber: 12,
        chunkRefs: [1],
      },
    ]);
  });

  it("gives the same items when the stream is split in two at every position", () => {
    const whole = withoutRefs(frame([mixedStream]).items);
    for (let cut = 1; cut < mixedStream.length; cut += 1) {
      const split = frame([mixedStream.slice(0, cut), mixedStream.slice(cut)]);
      expect(withoutRefs(split.items), `cut at ${cut}`).toEqual(whole);
      expect(split.endedMidEvent).toBe(false);
    }
  });

  it("gives the same items when the stream arrives one character at a time", () => {
    const whole = withoutRefs(frame([mixedStream]).items);
    expect(withoutRefs(frame([...mixedStream]).items)).toEqual(whole);
  });

  it("treats a CR ending one chunk and an LF starting the next as a single terminator", () => {
    const { items } = frame(["data: a\r", "\ndata: b\r", "\n\r", "\n"]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: "event", data: "a\nb", lines: ["data: a", "data: b"] });
  });

  it("treats a CR followed by a chunk that does not start with LF as a line end", () => {
    const { items } = frame(["data: a\r", "\r"]);
    expect(items).toEqual([
      {
        type: "event",
        data: "a",
        lines: ["data: a"],
        lineNumber: 1,
        chunkRefs: [1, 2],
        complete: true,
      },
    ]);
  });

  it("records every chunk that carried part of a line spanning chunks", () => {
    const { items } = frame(["da", "ta: hel", "lo", "\n", "\n"]);
    expect(items).toEqual([
      {
        type: "event",
        data: "hello",
        lines: ["data: hello"],
        lineNumber: 1,
        chunkRefs: [1, 2, 3, 4, 5],
        complete: true,
      },
    ]);
  });

  it("reports a comment at once, before the event it interrupts is dispatched", () => {
    const seen: string[] = [];
    const framer = createSseFramer((item) => seen.push(item.type));
    framer.push("data: a\n: keep-alive\n", 1);
    expect(seen).toEqual(["comment"]);
    framer.push("\n", 2);
    expect(seen).toEqual(["comment", "event"]);
  });

  it("strips one optional space after the colon of a comment and keeps the rest", () => {
    const { items } = frame([":  two spaces\n:\n: \n"]);
    expect(items.map((item) => (item.type === "comment" ? item.comment : undefined))).toEqual([
      " two spaces",
      "",
      "",
    ]);
  });

  it("joins multi-line data with newlines and keeps empty data lines", () => {
    const { items } = frame(["data: one\ndata\ndata:\ndata:  two\n\n"]);
    expect(items[0]).toMatchObject({ data: "one\n\n\n two" });
  });

  it("keeps unknown fields and field-less lines in the raw lines but ignores them", () => {
    const { items } = frame(["foo: bar\nnocolon\ndata: x\n\n"]);
    expect(items[0]).toEqual({
      type: "event",
      data: "x",
      lines: ["foo: bar", "nocolon", "data: x"],
      lineNumber: 1,
      chunkRefs: [1],
      complete: true,
    });
  });

  it("ignores an id containing NUL and a retry that is not all digits", () => {
    const { items } = frame(["id: a\0b\nretry: 12a\ndata: x\n\n"]);
    expect(items[0]).not.toHaveProperty("id");
    expect(items[0]).not.toHaveProperty("retry");
  });

  it("reports an id only on the event that carried it, and an empty event name as absent", () => {
    const { items } = frame(["id: 1\nevent:\ndata: a\n\ndata: b\n\n"]);
    expect(items[0]).toMatchObject({ id: "1" });
    expect(items[0]).not.toHaveProperty("event");
    expect(items[1]).not.toHaveProperty("id");
  });

  it("dispatches a block without data lines as an event with no data", () => {
    const { items } = frame(["id: 42\n\n"]);
    expect(items).toEqual([
      { type: "event", id: "42", lines: ["id: 42"], lineNumber: 1, chunkRefs: [1], complete: true },
    ]);
  });

  it("ignores blank lines that close no event", () => {
    expect(frame(["\n\n\r\n\rdata: x\n\n\n"]).items).toHaveLength(1);
  });

  it("strips a byte order mark at the start of the stream only", () => {
    const { items } = frame(["\uFEFFdata: a\n\n", "\uFEFFdata: b\n\n"]);
    expect(items[0]).toMatchObject({ lines: ["data: a"] });
    expect(items[1]).toMatchObject({ lines: ["\uFEFFdata: b"] });
    expect(items[1]).not.toHaveProperty("data");
  });

  it("strips a byte order mark that arrives after an empty first chunk", () => {
    expect(frame(["", "\uFEFFdata: a\n\n"]).items[0]).toMatchObject({ data: "a" });
  });

  it("flushes a final event without its blank line and says the stream ended mid-event", () => {
    const { items, endedMidEvent } = frame(["data: a\n\ndata: b\n"]);
    expect(endedMidEvent).toBe(true);
    expect(items[1]).toMatchObject({ type: "event", data: "b", complete: false });
  });

  it("flushes a final line without its terminator", () => {
    const { items, endedMidEvent } = frame(["data: [DO", "NE]"]);
    expect(endedMidEvent).toBe(true);
    expect(items).toEqual([
      {
        type: "event",
        data: "[DONE]",
        lines: ["data: [DONE]"],
        lineNumber: 1,
        chunkRefs: [1, 2],
        complete: false,
      },
    ]);
  });

  it("says a stream ending on a blank line did not end mid-event", () => {
    expect(frame(["data: a\n\n"]).endedMidEvent).toBe(false);
    expect(frame([]).endedMidEvent).toBe(false);
  });

  it("reports a line over the size limit as an error, drops its event and keeps going", () => {
    const { items } = frame(
      ["data: ok\n\ndata: a", "bcdefghijkl", "mnop\ndata: tail\n\ndata: next\n\n"],
      {
        maxLineLength: 10,
      },
    );
    expect(items.map((item) => item.type)).toEqual(["event", "error", "event"]);
    expect(items[1]).toMatchObject({ type: "error", code: "line_too_long", lineNumber: 3 });
    expect(items[2]).toMatchObject({ data: "next", lineNumber: 6 });
  });

  it("reports an event over the size limit as an error and drops it", () => {
    const { items } = frame(["data: 12345\ndata: 67890\ndata: abcde\n\ndata: ok\n\n"], {
      maxEventLength: 20,
    });
    expect(items.map((item) => item.type)).toEqual(["error", "event"]);
    expect(items[0]).toMatchObject({ code: "event_too_large", lineNumber: 1 });
    expect(items[1]).toMatchObject({ data: "ok" });
  });

  it("refuses input after end()", () => {
    const framer = createSseFramer(() => {});
    framer.end();
    expect(() => framer.push("data: x\n\n", 1)).toThrow(/after end/);
  });
});
