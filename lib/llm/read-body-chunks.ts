import { waitForNetwork } from "@/lib/llm/wait-for-network";

/** Why reading a response body ended. */
export type BodyReadEnd =
  | { kind: "done" }
  | { kind: "stopped" }
  | { kind: "aborted" }
  | { kind: "timed-out" }
  | { kind: "too-large" }
  | { kind: "failed"; error: unknown };

/** Limits and callbacks for one body read. */
export interface BodyReadOptions {
  signal: AbortSignal;
  /** Longest wait for the next read; asked before each read, so it can change mid-stream. */
  idleTimeoutMs: () => number | undefined;
  /** Bytes past this are cut off and reading ends with `too-large`. */
  maxBytes: number;
  /** Gets each network read (cut at `maxBytes`) with its byte offset in the body. */
  onBytes: (bytes: Uint8Array, offset: number) => void;
  /** Asked before each read; true ends reading with `stopped`. */
  shouldStop: () => boolean;
}

/**
 * Reads a response body one network read at a time, within a byte limit and an idle timeout, and
 * says how it ended instead of throwing, so the caller can keep what arrived and report the rest.
 */
export async function readBodyChunks(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  options: BodyReadOptions,
): Promise<{ end: BodyReadEnd; bytesRead: number }> {
  let bytesRead = 0;
  while (!options.shouldStop()) {
    let waited: Awaited<ReturnType<typeof reader.read>> | undefined;
    try {
      const outcome = await waitForNetwork(reader.read(), {
        signal: options.signal,
        idleTimeoutMs: options.idleTimeoutMs(),
      });
      if (outcome.outcome !== "value") return { end: { kind: outcome.outcome }, bytesRead };
      waited = outcome.value;
    } catch (error) {
      return { end: { kind: "failed", error }, bytesRead };
    }
    if (waited.done) return { end: { kind: "done" }, bytesRead };
    let bytes = waited.value;
    const tooLarge = bytesRead + bytes.byteLength > options.maxBytes;
    if (tooLarge) bytes = bytes.subarray(0, options.maxBytes - bytesRead);
    if (bytes.byteLength > 0) {
      const offset = bytesRead;
      bytesRead += bytes.byteLength;
      options.onBytes(bytes, offset);
    }
    if (tooLarge) return { end: { kind: "too-large" }, bytesRead };
  }
  return { end: { kind: "stopped" }, bytesRead };
}
