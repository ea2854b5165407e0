import { describe, expect, it } from "vitest";
import { forecastCall as forecast } from "@/test/support/host-actions";
import { focusAfterStep, type PageProgress } from "./command-focus";

function page(progress: Partial<PageProgress>): PageProgress {
  return {
    latestTurn: undefined,
    sessionStatus: undefined,
    busy: false,
    pendingAction: undefined,
    ...progress,
  };
}

describe("focusAfterStep", () => {
  const paused = { turn: 2, status: "awaiting-decision" } as const;

  it("goes to Execute once the pending action is on the page", () => {
    expect(
      focusAfterStep(
        paused,
        page({
          latestTurn: { turn: 2, status: "awaiting-decision" },
          sessionStatus: "awaiting-decision",
          pendingAction: forecast,
        }),
      ),
    ).toBe("execute");
  });

  it("goes to Mock when the pending action cannot be executed", () => {
    expect(
      focusAfterStep(
        paused,
        page({
          latestTurn: { turn: 2, status: "awaiting-decision" },
          sessionStatus: "awaiting-decision",
          pendingAction: null,
        }),
      ),
    ).toBe("mock");
  });

  it("waits while the page still shows the previous turn, a streaming turn or a busy command", () => {
    const caughtUp = {
      latestTurn: { turn: 2, status: "awaiting-decision" },
      sessionStatus: "awaiting-decision",
      pendingAction: forecast,
    } as const;
    expect(
      focusAfterStep(paused, page({ ...caughtUp, latestTurn: { turn: 1, status: "decided" } })),
    ).toBeNull();
    expect(
      focusAfterStep(paused, page({ ...caughtUp, latestTurn: { turn: 2, status: "running" } })),
    ).toBeNull();
    expect(focusAfterStep(paused, page({ ...caughtUp, sessionStatus: "ready" }))).toBeNull();
    expect(focusAfterStep(paused, page({ ...caughtUp, busy: true }))).toBeNull();
  });

  it("goes to the result when the run is done", () => {
    const done = { turn: 3, status: "done" } as const;
    expect(
      focusAfterStep(
        done,
        page({ latestTurn: { turn: 3, status: "done" }, sessionStatus: "done" }),
      ),
    ).toBe("result");
    expect(
      focusAfterStep(
        done,
        page({ latestTurn: { turn: 3, status: "done" }, sessionStatus: "ready" }),
      ),
    ).toBeNull();
  });

  it("goes back to Step after a failed turn, to retry", () => {
    expect(
      focusAfterStep(
        { turn: 1, status: "error" },
        page({ latestTurn: { turn: 1, status: "error" }, sessionStatus: "error" }),
      ),
    ).toBe("step");
  });
});
