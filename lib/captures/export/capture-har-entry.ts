import "server-only";
import type { CaptureView } from "@/lib/api/captures";
import type { HarEntry } from "@/lib/captures/export/har";
import { harEntry } from "@/lib/captures/export/har-entry";
import { recordedAnswerBody, recordedRequestBody } from "@/lib/captures/export/recorded-body";

/**
 * One proxied exchange as a HAR 1.2 entry (see `harEntry`): the request as the proxy sent it
 * upstream (the upstream URL, credentials removed, and the headers sent, redacted), the answer
 * as the client received it (its recorded bytes; a comment says when the capture cut them).
 * Undefined for what is no HTTP exchange: an import (no URL, head or times) and a capture still
 * streaming.
 */
export function captureHarEntry(
  capture: CaptureView,
  secrets: readonly string[],
): HarEntry | undefined {
  const exchange = capture.exchange;
  if (capture.source !== "proxy" || !exchange) return undefined;
  return harEntry({
    startedAt: exchange.startedAt,
    method: exchange.method,
    url: exchange.url,
    requestHeaders: exchange.requestHeaders,
    requestBody: recordedRequestBody(capture.events),
    requestBytes: exchange.requestBytes,
    ...(exchange.requestCut
      ? { requestComment: `Loupe recorded the first part of ${exchange.requestBytes} bytes.` }
      : {}),
    status: exchange.status,
    responseHeaders: exchange.responseHeaders,
    responseBody: recordedAnswerBody(capture.events, secrets),
    responseBytes: exchange.responseBytes,
    ...(exchange.responseCut
      ? {
          responseComment: `Loupe recorded the first ${exchange.recordedResponseBytes} of ${exchange.responseBytes} bytes.`,
        }
      : {}),
    ...(exchange.ttfbMs === undefined ? {} : { ttfbMs: exchange.ttfbMs }),
    durationMs: exchange.durationMs,
    ...(exchange.status === 0
      ? { error: capture.assembled.error?.message ?? "No answer came." }
      : {}),
    origin: { _captureId: capture.id },
  });
}
