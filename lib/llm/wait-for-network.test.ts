import { describe, expect, it } from "vitest";
import { waitForNetwork } from "@/lib/llm/wait-for-network";

const never = new Promise<string>(() => {});

describe("waitForNetwork", () => {
  it("passes a value through", async () => {
    const signal = new AbortController().signal;
    await expect(waitForNetwork(Promise.resolve(3), { signal })).resolves.toEqual({
      outcome: "value",
      value: 3,
    });
  });

  it("passes a rejection through", async () => {
    const signal = new AbortController().signal;
    await expect(waitForNetwork(Promise.reject(new Error("reset")), { signal })).rejects.toThrow(
      "reset",
    );
  });

  it("gives up on a promise that never settles when the signal aborts", async () => {
    const controller = new AbortController();
    const waiting = waitForNetwork(never, { signal: controller.signal });
    controller.abort();
    await expect(waiting).resolves.toEqual({ outcome: "aborted" });
  });

  it("reports an already aborted signal without waiting", async () => {
    await expect(waitForNetwork(never, { signal: AbortSignal.abort() })).resolves.toEqual({
      outcome: "aborted",
    });
  });

  it("gives up after the idle timeout", async () => {
    const signal = new AbortController().signal;
    await expect(waitForNetwork(never, { signal, idleTimeoutMs: 5 })).resolves.toEqual({
      outcome: "timed-out",
    });
  });
});
