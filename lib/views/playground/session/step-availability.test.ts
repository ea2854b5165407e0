import { describe, expect, it } from "vitest";
import { stepAvailability } from "./step-availability";

describe("stepAvailability", () => {
  const ready = { authenticated: true, status: "ready" as const, running: false, busy: false };

  it("allows a step when the session is ready or not created yet", () => {
    expect(stepAvailability(ready).enabled).toBe(true);
    expect(stepAvailability({ ...ready, status: undefined }).enabled).toBe(true);
  });

  it("stays usable after a failed turn", () => {
    expect(stepAvailability({ ...ready, status: "error" }).enabled).toBe(true);
  });

  it("says in plain words that a turn cut by a crash can be stepped again", () => {
    const availability = stepAvailability({ ...ready, status: "interrupted" });
    expect(availability.enabled).toBe(true);
    expect(availability.hint).toMatch(/Loupe stopped while the last turn ran/);
  });

  it("offers no step for a session that is not stored here, and says so", () => {
    const availability = stepAvailability({ ...ready, status: undefined, sessionMissing: true });
    expect(availability.enabled).toBe(false);
    expect(availability.hint).toMatch(/start a new run/);
  });

  it("offers no step for a read-only imported session, and says to fork it", () => {
    const availability = stepAvailability({ ...ready, readOnly: true });
    expect(availability.enabled).toBe(false);
    expect(availability.hint).toMatch(/read-only\. Fork it/);
  });

  it("explains why a step is not possible", () => {
    expect(stepAvailability({ ...ready, authenticated: false }).hint).toMatch(/access token/);
    expect(stepAvailability({ ...ready, running: true }).enabled).toBe(false);
    expect(stepAvailability({ ...ready, status: "awaiting-decision" }).hint).toMatch(
      /pending action/,
    );
    expect(stepAvailability({ ...ready, status: "done" }).hint).toMatch(/New run/);
  });

  it("is disabled with the reason shown while the task of a new run is empty", () => {
    const newRun = { ...ready, status: undefined };
    expect(stepAvailability({ ...newRun, task: "" })).toEqual({
      enabled: false,
      hint: "Write a task to step.",
    });
    expect(stepAvailability({ ...newRun, task: "  \n " }).enabled).toBe(false);
    expect(stepAvailability({ ...newRun, task: "Weather?" })).toEqual({
      enabled: true,
      hint: null,
    });
  });

  it("puts a missing token before an empty task, the first thing to fix", () => {
    expect(
      stepAvailability({ ...ready, status: undefined, authenticated: false, task: "" }).hint,
    ).toMatch(/access token/);
  });
});
