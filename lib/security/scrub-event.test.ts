import { describe, expect, it } from "vitest";
import type { NewEvent } from "@/lib/events/types";
import { scrubEvent, scrubText } from "@/lib/security/scrub-event";
import { registerSecret } from "@/lib/security/secret-registry";
import { parseStreamedEvent } from "@/lib/views/playground/session/event-kinds";

const key = "sk-scrub-event-0123456789";
const stars = "*".repeat(key.length);

describe("scrubEvent", () => {
  it("masks a registered secret in an SSE line and marks the event redacted", () => {
    registerSecret(key);
    const event: NewEvent<"llm.sse"> = {
      kind: "llm.sse",
      data: {
        turn: 1,
        type: "comment",
        lines: [`: echo ${key}`],
        comment: ` echo ${key}`,
        chunkSeqs: [3],
        offsetMs: 1,
      },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.redacted).toBe(true);
    expect(scrubbed.data).toEqual({
      ...event.data,
      lines: [`: echo ${stars}`],
      comment: ` echo ${stars}`,
    });
    expect(JSON.stringify(scrubbed)).not.toContain(key);
  });

  it("masks an llm.chunk's bytes, keeping its offset and length right", () => {
    const raw = Buffer.from(`data: {"content":"${key}"}\n\n`);
    const event: NewEvent<"llm.chunk"> = {
      kind: "llm.chunk",
      data: { turn: 1, base64: raw.toString("base64"), offset: 10, length: raw.byteLength },
    };
    const scrubbed = scrubEvent(event, [key]);
    if (scrubbed.kind !== "llm.chunk") throw new Error("kind changed");
    const decoded = Buffer.from(scrubbed.data.base64, "base64");
    expect(decoded.byteLength).toBe(raw.byteLength);
    expect(decoded.toString("utf8")).toBe(`data: {"content":"${stars}"}\n\n`);
    expect(scrubbed.data).toMatchObject({ offset: 10, length: raw.byteLength });
    expect(scrubbed.redacted).toBe(true);
  });

  it("returns the event itself, unmarked, when it holds no secret", () => {
    const event: NewEvent<"turn.start"> = { kind: "turn.start", data: { turn: 1 } };
    expect(scrubEvent(event, [key])).toBe(event);
    expect(scrubEvent(event, [])).toBe(event);
  });

  it("keeps a redacted event readable by the page's event stream parser", () => {
    const scrubbed = scrubEvent(
      { kind: "error", data: { where: "llm.stream", code: "x", message: `bad key ${key}` } },
      [key],
    );
    const stored = { sessionId: "s", seq: 4, at: 1, ...scrubbed };
    const parsed = parseStreamedEvent(JSON.stringify(stored));
    expect(parsed).toMatchObject({ seq: 4, kind: "error", redacted: true });
  });
});

describe("scrubText", () => {
  it("masks every known secret in a message", () => {
    registerSecret(key);
    expect(scrubText(`the key ${key} was refused`)).toBe(`the key ${stars} was refused`);
  });
});
