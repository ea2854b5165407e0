import { describe, expect, it } from "vitest";
import { ResourceSubscriptions } from "./subscriptions";

describe("ResourceSubscriptions", () => {
  it("records, lists and forgets subscriptions per server", () => {
    const subscriptions = new ResourceSubscriptions();
    subscriptions.add("s1", "a://1", 5);
    subscriptions.add("s1", "a://2", 9);
    subscriptions.add("s2", "a://1", 3);
    expect(subscriptions.since("s1", "a://1")).toBe(5);
    expect(subscriptions.uris("s1")).toEqual(["a://1", "a://2"]);
    subscriptions.remove("s1", "a://1");
    expect(subscriptions.since("s1", "a://1")).toBeUndefined();
    subscriptions.clear("s2");
    expect(subscriptions.uris("s2")).toEqual([]);
  });

  it("tells listeners of each change and bumps its version", () => {
    const subscriptions = new ResourceSubscriptions();
    let calls = 0;
    const stop = subscriptions.subscribe(() => {
      calls += 1;
    });
    subscriptions.add("s", "a://1", 1);
    subscriptions.remove("s", "a://missing");
    subscriptions.remove("s", "a://1");
    expect(calls).toBe(2);
    expect(subscriptions.getVersion()).toBe(2);
    stop();
    subscriptions.add("s", "a://1", 1);
    expect(calls).toBe(2);
  });
});
