import { describe, expect, it } from "vitest";
import { SessionRegistry } from "@/lib/demo/weather/session-registry";

function fakeSession(closed: string[], id: string) {
  return {
    close: async () => {
      closed.push(id);
    },
  };
}

describe("SessionRegistry", () => {
  it("closes the least recently used session when one more than the cap is added", () => {
    const closed: string[] = [];
    const registry = new SessionRegistry({ maxSessions: 2 });
    registry.add("a", fakeSession(closed, "a"));
    registry.add("b", fakeSession(closed, "b"));
    registry.use("a");
    registry.add("c", fakeSession(closed, "c"));
    expect(closed).toEqual(["b"]);
    expect([registry.has("a"), registry.has("b"), registry.has("c")]).toEqual([true, false, true]);
    expect(registry.size).toBe(2);
  });

  it("closes sessions unused for longer than the idle timeout and keeps the rest", () => {
    let now = 0;
    const closed: string[] = [];
    const registry = new SessionRegistry({ idleTimeoutMs: 1000, now: () => now });
    registry.add("old", fakeSession(closed, "old"));
    now = 600;
    registry.add("recent", fakeSession(closed, "recent"));
    now = 1200;
    expect(registry.closeIdle()).toBe(1);
    expect(closed).toEqual(["old"]);
    expect(registry.use("old")).toBeUndefined();
    expect(registry.use("recent")).toBeDefined();
  });

  it("counts using a session as activity", () => {
    let now = 0;
    const closed: string[] = [];
    const registry = new SessionRegistry({ idleTimeoutMs: 1000, now: () => now });
    registry.add("kept", fakeSession(closed, "kept"));
    now = 900;
    registry.use("kept");
    now = 1500;
    expect(registry.closeIdle()).toBe(0);
    registry.remove("kept");
  });

  it("closes everything on closeAll", async () => {
    const closed: string[] = [];
    const registry = new SessionRegistry();
    registry.add("a", fakeSession(closed, "a"));
    registry.add("b", fakeSession(closed, "b"));
    await registry.closeAll();
    expect(closed.sort()).toEqual(["a", "b"]);
    expect(registry.size).toBe(0);
  });
});
