import { describe, expect, it } from "vitest";
import { eventKinds, parseStreamedEvent } from "./event-kinds";

describe("parseStreamedEvent", () => {
  it("reads a Loupe event from the stream's data text", () => {
    const event = parseStreamedEvent(
      '{"sessionId":"s","seq":4,"at":1,"kind":"turn.start","data":{"turn":1}}',
    );
    expect(event).toMatchObject({ seq: 4, kind: "turn.start", data: { turn: 1 } });
  });

  it("rejects text that is not a known event", () => {
    expect(parseStreamedEvent("not json")).toBeUndefined();
    expect(parseStreamedEvent('{"seq":1,"kind":"other","data":{}}')).toBeUndefined();
    expect(parseStreamedEvent('{"kind":"turn.start","data":{}}')).toBeUndefined();
  });

  it("lists each kind once", () => {
    expect(new Set(eventKinds).size).toBe(eventKinds.length);
  });
});
