import "server-only";
import { STATUS_CODES } from "node:http";
import type { HarEntry, HarNameValue } from "@/lib/captures/export/har";
import type { RecordedBody } from "@/lib/captures/export/recorded-body";

/**
 * One HTTP exchange as Loupe recorded it, whatever recorded it (a proxied capture, a session's
 * model turn, an MCP HTTP exchange): what a HAR entry is written from.
 */
export interface HarExchange {
  /** When the request was sent, milliseconds since the Unix epoch. */
  startedAt: number;
  method: string;
  url: string;
  /** As recorded: secrets redacted. */
  requestHeaders: Record<string, string>;
  requestBody: string;
  requestBytes: number;
  /** Said of the request body (e.g. that only its first part was recorded). */
  requestComment?: string;
  /** 0 when no answer came. */
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: RecordedBody;
  responseBytes: number;
  responseComment?: string;
  /** To the answer's head; absent: the whole duration is the wait. */
  ttfbMs?: number;
  durationMs: number;
  /** Why no answer came, for an unanswered exchange. */
  error?: string;
  /** Loupe's own fields, `_`-prefixed: where the entry came from. */
  origin: Pick<HarEntry, "_captureId" | "_sessionId" | "_turn" | "_serverId">;
}

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
 * A recorded exchange as a HAR 1.2 entry, as a browser's DevTools opens it: `wait` the time to
 * the answer's head and `receive` the rest; an exchange no answer came for is status 0 with
 * `_error`, as Chrome writes a failed request. Both HAR exports (captures, a session) write
 * their entries with it.
 */
export function harEntry(exchange: HarExchange): HarEntry {
  const answered = exchange.status !== 0;
  const wait = milliseconds(exchange.ttfbMs ?? exchange.durationMs);
  const receive = milliseconds(exchange.durationMs - wait);
  const { requestHeaders, responseHeaders } = exchange;
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
      ...(exchange.requestBody === "" && exchange.requestBytes === 0
        ? {}
        : {
            postData: {
              mimeType: requestHeaders["content-type"] ?? "",
              text: exchange.requestBody,
              ...(exchange.requestComment ? { comment: exchange.requestComment } : {}),
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
        text: exchange.responseBody.text,
        ...(exchange.responseBody.encoding ? { encoding: exchange.responseBody.encoding } : {}),
        ...(exchange.responseComment ? { comment: exchange.responseComment } : {}),
      },
      redirectURL: responseHeaders.location ?? "",
      headersSize: -1,
      bodySize: exchange.responseBytes,
      ...(answered ? {} : { _error: exchange.error ?? "No answer came." }),
    },
    cache: {},
    timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait, receive },
    ...exchange.origin,
  };
}
