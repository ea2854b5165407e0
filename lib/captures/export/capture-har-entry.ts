import "server-only";
import { STATUS_CODES } from "node:http";
import type { CaptureView } from "@/lib/api/captures";
import type { HarEntry, HarNameValue } from "@/lib/captures/export/har";
import { recordedAnswerBody, recordedRequestBody } from "@/lib/captures/export/recorded-body";

/** Milliseconds kept to the microsecond, so a HAR holds no float noise. */
function milliseconds(value: number): number {
  return Math.max(0, Math.round(value * 1000) / 1000);
}

function nameValues(record: Record<string, string>): HarNameValue[] {
  return Object.entries(record).map(([name, value]) => ({ name, value }));
}

function queryString(url: string): HarNameValue[] {
  try {
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
  } catch {
    return [];
  }
}

/**
 * One proxied exchange as a HAR 1.2 entry, as a browser's DevTools opens it: the request as the
 * proxy sent it upstream (the upstream URL, credentials removed, and the headers sent, redacted),
 * the answer as the client received it (its recorded bytes; a comment says when the capture cut
 * them), `wait` the time to the answer's head and `receive` the rest. An upstream that never
 * answered is status 0 with `_error`, as Chrome writes a failed request. Undefined for what is no
 * HTTP exchange: an import (no URL, head or times) and a capture still streaming.
 */
export function captureHarEntry(
  capture: CaptureView,
  secrets: readonly string[],
): HarEntry | undefined {
  const exchange = capture.exchange;
  if (capture.source !== "proxy" || !exchange) return undefined;
  const requestBody = recordedRequestBody(capture.events);
  const answered = exchange.status !== 0;
  const answer = recordedAnswerBody(capture.events, secrets);
  const wait = milliseconds(exchange.ttfbMs ?? exchange.durationMs);
  const receive = milliseconds(exchange.durationMs - wait);
  const requestHeaders = exchange.requestHeaders;
  const responseHeaders = exchange.responseHeaders;
  return {
    startedDateTime: new Date(exchange.startedAt).toISOString(),
    time: milliseconds(wait + receive),
    request: {
      method: exchange.method,
      url: exchange.url,
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: nameValues(requestHeaders),
      queryString: queryString(exchange.url),
      ...(requestBody === "" && exchange.requestBytes === 0
        ? {}
        : {
            postData: {
              mimeType: requestHeaders["content-type"] ?? "",
              text: requestBody,
              ...(exchange.requestCut
                ? { comment: `Loupe recorded the first part of ${exchange.requestBytes} bytes.` }
                : {}),
            },
          }),
      headersSize: -1,
      bodySize: exchange.requestBytes,
    },
    response: {
      status: exchange.status,
      statusText: answered ? (STATUS_CODES[exchange.status] ?? "") : "",
      httpVersion: answered ? "HTTP/1.1" : "",
      cookies: [],
      headers: nameValues(responseHeaders),
      content: {
        size: exchange.responseBytes,
        mimeType: responseHeaders["content-type"] ?? "x-unknown",
        text: answer.text,
        ...(answer.encoding ? { encoding: answer.encoding } : {}),
        ...(exchange.responseCut
          ? {
              comment: `Loupe recorded the first ${exchange.recordedResponseBytes} of ${exchange.responseBytes} bytes.`,
            }
          : {}),
      },
      redirectURL: responseHeaders.location ?? "",
      headersSize: -1,
      bodySize: exchange.responseBytes,
      ...(answered ? {} : { _error: capture.assembled.error?.message ?? "No answer came." }),
    },
    cache: {},
    timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait, receive },
    _captureId: capture.id,
  };
}
