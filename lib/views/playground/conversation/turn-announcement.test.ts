import { describe, expect, it } from "vitest";
import type { HostAction } from "@/lib/dialects";
import { finishAnswer, forecastCall as forecast } from "@/test/support/host-actions";
import type { TimelineItem } from "./session-timeline";
import type { TurnBlock } from "./timeline-blocks";
import { turnAnnouncement } from "./turn-announcement";
import type { TurnStatus } from "./turn-status";

function answer(turn: number, host?: HostAction): TimelineItem {
  return {
    kind: "assistant",
    key: `assistant-${turn}`,
    turn,
    content: "<thinking>…</thinking>",
    streaming: false,
    ...(host ? { host } : {}),
  };
}

function block(turn: number, status: TurnStatus, items: TimelineItem[]): TurnBlock {
  return { turn, status, key: `turn-${turn}`, items };
}

describe("turnAnnouncement", () => {
  it("says which action waits for a decision", () => {
    expect(turnAnnouncement(block(2, "awaiting-decision", [answer(2, forecast)]))).toBe(
      "Turn 2 waits for a decision: call get_forecast",
    );
  });

  it("says so when the paused answer holds no action", () => {
    expect(turnAnnouncement(block(1, "awaiting-decision", [answer(1)]))).toBe(
      "Turn 1 waits for a decision: the answer holds no action",
    );
  });

  it("says what was decided, and whether the tool failed", () => {
    const decided = (decision: "execute" | "mock" | "skip", isError = false) =>
      turnAnnouncement(
        block(1, "decided", [
          answer(1, forecast),
          { kind: "decision", key: "decision-1", turn: 1, decision },
          {
            kind: "observation",
            key: "observation-1",
            turn: 1,
            seq: 9,
            source: "mcp",
            text: "…",
            isError,
          },
        ]),
      );
    expect(decided("execute")).toBe("Turn 1 executed: call get_forecast");
    expect(decided("mock")).toBe("Turn 1 mocked: call get_forecast");
    expect(decided("skip")).toBe("Turn 1 skipped: call get_forecast");
    expect(decided("execute", true)).toBe("Turn 1 executed: call get_forecast, the tool failed");
  });

  it("says a finished run is done, with its action", () => {
    expect(turnAnnouncement(block(3, "done", [answer(3, finishAnswer)]))).toBe(
      "Turn 3 done: finish",
    );
  });

  it("gives a failed turn's first error message", () => {
    const failed = block(1, "error", [
      answer(1),
      {
        kind: "error",
        key: "error-4",
        turn: 1,
        where: "model",
        code: "model:http_401",
        message: "The provider answered 401: Incorrect API key provided.",
      },
    ]);
    expect(turnAnnouncement(failed)).toBe(
      "Turn 1 failed: The provider answered 401: Incorrect API key provided.",
    );
  });

  it("says an interrupted turn can be retried", () => {
    expect(turnAnnouncement(block(4, "interrupted", []))).toBe(
      "Turn 4 was interrupted: Loupe stopped while it ran. Step retries it.",
    );
  });

  it("stays quiet while the turn streams", () => {
    expect(turnAnnouncement(block(2, "running", [answer(2)]))).toBeNull();
  });
});
