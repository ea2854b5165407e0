/** How a wait on the network ended when it did not produce a value. */
export type NetworkWait<Value> =
  | { outcome: "value"; value: Value }
  | { outcome: "aborted" }
  | { outcome: "timed-out" };

/**
 * Waits for a network promise, but gives up when `signal` aborts or nothing arrives within
 * `idleTimeoutMs`, even if the promise never settles (a stalled socket, a fake that ignores the
 * signal). A rejection of the promise is passed through.
 */
export function waitForNetwork<Value>(
  promise: Promise<Value>,
  { signal, idleTimeoutMs }: { signal: AbortSignal; idleTimeoutMs?: number },
): Promise<NetworkWait<Value>> {
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.resolve({ outcome: "aborted" });
  }
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      if (timer !== undefined) clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      settle();
      resolve({ outcome: "aborted" });
    };
    signal.addEventListener("abort", onAbort, { once: true });
    if (idleTimeoutMs !== undefined && idleTimeoutMs > 0) {
      timer = setTimeout(() => {
        settle();
        resolve({ outcome: "timed-out" });
      }, idleTimeoutMs);
    }
    promise.then(
      (value) => {
        settle();
        resolve({ outcome: "value", value });
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}
