import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * The V8 garbage collector as a function, without starting Node with `--expose-gc`: tests that
 * measure memory collect first, so what they measure is what is still held.
 */
export function exposeGc(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

/** Bytes the process holds in JS objects and buffers: V8 heap in use plus memory outside it. */
export function heldBytes(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external + usage.arrayBuffers;
}
