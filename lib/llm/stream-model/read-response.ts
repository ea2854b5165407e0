import { innermostErrorMessage } from "@/lib/llm/describe-fetch-failure";
import { type BodyReadEnd, readBodyChunks } from "@/lib/llm/read-body-chunks";
import type { FramedResponse } from "./frame-response";
import type { ModelCall } from "./model-call";

/** How long to wait for the server to close the stream after its end marker. */
const AFTER_END_GRACE_MS = 2000;

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
}

/**
 * Reads the body to its end within the call's limits: each network read goes to the tee, then
 * (inside `withinRead`) becomes an `llm.chunk` and is framed. Reading stops at a failure or when
 * the host stops the stream, gives up after the idle timeout (after the end marker, after a
 * short grace for the last bytes), and stops at the size limit (the error body's, for an error).
 * How the read ended that the answer cannot survive goes into the call's outcome.
 */
export async function readResponse(
  call: ModelCall,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  framed: FramedResponse,
): Promise<BodyReadEnd> {
  const { outcome, shownUrl, idleTimeoutMs } = call;
  const { framing, handler } = framed;
  const { end } = await readBodyChunks(reader, {
    signal: call.controller.signal,
    // After the end marker the server should close at once; wait briefly for its last bytes.
    idleTimeoutMs: () =>
      handler.ended
        ? Math.min(idleTimeoutMs ?? AFTER_END_GRACE_MS, AFTER_END_GRACE_MS)
        : idleTimeoutMs,
    maxBytes: framing === "error-body" ? call.maxErrorBodyBytes : call.maxResponseBytes,
    onBytes: (bytes, offset) => {
      call.tee?.onBytes(bytes);
      call.withinRead(() => {
        const chunkSeq = call.emit({
          kind: "llm.chunk",
          data: { turn: call.turn, base64: toBase64(bytes), offset, length: bytes.byteLength },
        });
        outcome.bytesRead = offset + bytes.byteLength;
        framed.push(bytes, chunkSeq);
      });
    },
    shouldStop: () => outcome.fatal !== undefined || handler.stoppedByHost,
  });
  if (end.kind !== "done" && !(end.kind === "timed-out" && handler.ended)) {
    outcome.teeError = new Error(`the body was not read to its end (${end.kind})`);
  }
  if (end.kind === "failed" && !call.callerSignal?.aborted) {
    outcome.fatal ??= {
      code: "model:stream_failed",
      message: `The response from ${shownUrl} broke off after ${outcome.bytesRead} bytes: ${innermostErrorMessage(end.error)}.`,
    };
  } else if (end.kind === "timed-out" && !handler.ended) {
    outcome.fatal ??= {
      code: "model:stream_failed",
      message: `The stream from ${shownUrl} stalled: no data for ${idleTimeoutMs} ms after ${outcome.bytesRead} bytes.`,
    };
  } else if (end.kind === "too-large" && framing !== "error-body") {
    outcome.fatal ??= {
      code: "model:stream_failed",
      message: `The response from ${shownUrl} is larger than ${call.maxResponseBytes} bytes; Loupe stopped reading there. Lower max_tokens or raise the response limit.`,
    };
  }
  return end;
}
