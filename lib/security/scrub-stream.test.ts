import { describe, expect, it } from "vitest";
import type { NewEvent } from "@/lib/events/types";
import { createStreamScrubber } from "@/lib/security/scrub-stream";

/** A secret-named value that begins like ordinary text and has a `:` after its first word. */
const secret = "https://openrouter-app.example.com/me";

function data(content: string): string {
  return JSON.stringify({ id: "x", choices: [{ index: 0, delta: { content } }] });
}

function sse(content: string): NewEvent<"llm.sse"> {
  return {
    kind: "llm.sse",
    data: {
      turn: 1,
      type: "event",
      lines: [`data: ${data(content)}`],
      data: data(content),
      chunkSeqs: [1],
      offsetMs: 1,
    },
  };
}

function chunk(content: string, offset: number): NewEvent<"llm.chunk"> {
  const bytes = Buffer.from(`data: ${data(content)}\n\n`);
  return {
    kind: "llm.chunk",
    data: { turn: 1, base64: bytes.toString("base64"), offset, length: bytes.byteLength },
  };
}

describe("createStreamScrubber", () => {
  it("leaves every event after one ending like the start of a secret exactly as it came", () => {
    const scrub = createStreamScrubber([secret]);
    const contents = ["See https", " for the docs", "and: more", "done"];
    const events = contents.flatMap((content, index) => [
      chunk(content, index * 100),
      sse(content),
    ]);
    const scrubbed = events.map((event) => scrub(event));
    expect(scrubbed.slice(2)).toEqual(events.slice(2));
    for (const event of scrubbed) {
      if (event.kind === "llm.sse") {
        const sseData = (event as NewEvent<"llm.sse">).data;
        expect(JSON.parse(sseData.data ?? "").id).toBe("x");
        expect(JSON.parse(sseData.lines[0]?.slice(6) ?? "").id).toBe("x");
      } else {
        const text = Buffer.from((event as NewEvent<"llm.chunk">).data.base64, "base64").toString();
        expect(JSON.parse(text.slice(6)).id).toBe("x");
      }
    }
  });
});
