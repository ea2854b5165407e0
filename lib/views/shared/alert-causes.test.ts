import { describe, expect, it } from "vitest";
import { eventBuilder } from "@/test/support/session-events";
import {
  type AlertWorld,
  alertCause,
  causesResolvedBetween,
  causesResolvedByEvents,
  withoutResolved,
} from "./alert-causes";

const world: AlertWorld = {
  authenticated: true,
  sessionId: "s1",
  loadedSessionId: "s1",
  modelsLoaded: true,
  systemPromptLoaded: true,
};

describe("alertCause", () => {
  it("keys an alert by what failed and in which session", () => {
    expect(alertCause({ action: "Step", sessionId: "s1" })).toBe("step:s1");
    expect(alertCause({ action: "Step", sessionId: null })).toBe("step:new");
    expect(alertCause({ action: "Save observation before Step", sessionId: "s1" })).toBe("step:s1");
    expect(alertCause({ action: "Decision (execute)", sessionId: "s1" })).toBe("decision:s1");
    expect(alertCause({ action: "Save observation", sessionId: "s1" })).toBe("save:s1");
    expect(alertCause({ action: "Load session", sessionId: "s1" })).toBe("session:s1");
    expect(alertCause({ action: "Load models", sessionId: null })).toBe("setup:models");
    expect(alertCause({ action: "Load system prompt", sessionId: null })).toBe("setup:prompt");
    expect(alertCause({ action: "Rename", sessionId: "s1" })).toBe("action:Rename");
  });

  it("files every refusal for want of the token under auth, whatever the action", () => {
    expect(alertCause({ action: "Step", status: 401, sessionId: "s1" })).toBe("auth");
    expect(alertCause({ action: "Check access", sessionId: null })).toBe("auth");
  });
});

describe("causesResolvedBetween", () => {
  it("clears auth alerts once the token is there again", () => {
    expect(causesResolvedBetween({ ...world, authenticated: false }, world)).toEqual(["auth"]);
    expect(causesResolvedBetween(world, world)).toEqual([]);
    expect(causesResolvedBetween(world, { ...world, authenticated: false })).toEqual([]);
  });

  it("clears a failed load once the session loads", () => {
    expect(causesResolvedBetween({ ...world, loadedSessionId: null }, world)).toEqual([
      "session:s1",
    ]);
  });

  it("drops what was about a session once another one (or a new run) is open", () => {
    expect(
      causesResolvedBetween(world, { ...world, sessionId: null, loadedSessionId: null }),
    ).toEqual(["session:s1", "step:s1", "decision:s1", "save:s1"]);
  });

  it("keeps a failed Step of a session being created", () => {
    const created = { ...world, sessionId: "s2", loadedSessionId: null };
    expect(causesResolvedBetween({ ...created, sessionId: null }, created)).toEqual([]);
  });

  it("clears setup alerts once what failed to load has loaded", () => {
    const before = { ...world, modelsLoaded: false, systemPromptLoaded: false };
    expect(causesResolvedBetween(before, world)).toEqual(["setup:models", "setup:prompt"]);
  });
});

describe("causesResolvedByEvents", () => {
  const event = eventBuilder("s1");

  it("clears a Step error once a later turn starts", () => {
    expect(causesResolvedByEvents([event("turn.start", { turn: 2 })], "s1")).toEqual([
      "step:s1",
      "step:new",
    ]);
  });

  it("clears a decision or an edit that failed once one lands", () => {
    expect(
      causesResolvedByEvents(
        [
          event("decision", { turn: 1, decision: "execute" }),
          event("message.edit", { target: 3, before: "a", after: "b" }),
        ],
        "s1",
      ),
    ).toEqual(["decision:s1", "save:s1"]);
  });

  it("leaves alerts alone for events that prove nothing", () => {
    expect(
      causesResolvedByEvents([event("error", { where: "x", code: "c", message: "m" })], "s1"),
    ).toEqual([]);
  });
});

describe("withoutResolved", () => {
  const alerts = [
    { id: 1, cause: "step:s1" },
    { id: 2, cause: "auth" },
  ];

  it("removes the alerts whose cause went and keeps the rest", () => {
    expect(withoutResolved(alerts, ["auth"])).toEqual([{ id: 1, cause: "step:s1" }]);
  });

  it("returns the same array when nothing went, so nothing re-renders", () => {
    expect(withoutResolved(alerts, [])).toBe(alerts);
    expect(withoutResolved(alerts, ["save:s1"])).toBe(alerts);
  });
});
