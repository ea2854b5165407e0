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

  it("explains why a step is not possible", () => {
    expect(stepAvailability({ ...ready, authenticated: false }).hint).toMatch(/access token/);
    expect(stepAvailability({ ...ready, running: true }).enabled).toBe(false);
    expect(stepAvailability({ ...ready, status: "awaiting-decision" }).hint).toMatch(
      /pending action/,
    );
    expect(stepAvailability({ ...ready, status: "done" }).hint).toMatch(/New run/);
  });
});
