import type { EventPayloads } from "@/lib/events/types";
import { mediaTypeOf } from "@/lib/http/json-content-type";
import { observeResponseBody } from "@/lib/http/observe-response-body";
import { KeepAliveBatch } from "@/lib/mcp/keep-alive-batch";
import { redactHeaders } from "@/lib/security/redact-headers";

/** One HTTP exchange as recorded; the connection adds the server id and turn. */
export type HttpExchange = Omit<EventPayloads["http"], "serverId" | "turn" | "exchangeId"> & {
  exchangeId: string;
};

/** A piece of an open event-stream body; the connection adds the server id and turn. */
export type HttpChunk = Omit<EventPayloads["http.chunk"], "serverId" | "turn">;

/** Most bytes of a body kept in a recorded exchange (256 KiB); the rest is counted, not kept. */
export const MAX_CAPTURED_BODY_BYTES = 256 * 1024;

/** Most text an open stream holds back while waiting for a line end before sending it anyway. */
const MAX_HELD_CHUNK_CHARACTERS = 16 * 1024;

/** The capture limit, what to remember when a request starts (e.g. the turn), where chunks go. */
export interface TappedFetchOptions<Context> {
  maxBodyBytes?: number;
  /** Called when a request starts; its value is handed to `onExchange` with the exchange. */
  contextAtStart?: () => Context;
  /**
   * Called with each piece of an event-stream body as it arrives, cut at line ends, until the
   * capture limit (keep-alive comments batched, see `KeepAliveBatch`); the exchange was reported
   * open (`open: true`) when its headers arrived.
   */
  onChunk?: (chunk: HttpChunk, context: Context) => void;
}

const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

/**
 * A fetch that records each exchange it carries (method, URL, status, headers with secrets
 * redacted, request body, raw response text including SSE) and reports it when the response
 * body ends, errors or is cancelled. An event-stream response, which may stay open as long as
 * the connection, is also reported when its headers arrive (`open: true`) and its text piece by
 * piece through `onChunk`; its final record has the same `exchangeId`. The consumer reads the
 * body as it streams, undelayed. `contextAtStart` lets the caller attribute a long exchange to
 * the moment it began.
 */
export function createTappedFetch<Context = undefined>(
  baseFetch: typeof fetch,
  onExchange: (exchange: HttpExchange, context: Context) => void,
  options: TappedFetchOptions<Context> = {},
): typeof fetch {
  const { maxBodyBytes = MAX_CAPTURED_BODY_BYTES, contextAtStart, onChunk } = options;
  const report = (exchange: HttpExchange, context: Context) => {
    try {
      onExchange(exchange, context);
    } catch (error) {
      console.error("[loupe] recording an HTTP exchange failed:", error);
    }
  };
  const reportChunk = (chunk: HttpChunk, context: Context) => {
    try {
      onChunk?.(chunk, context);
    } catch (error) {
      console.error("[loupe] recording a piece of an HTTP stream failed:", error);
    }
  };
  return async (input, init) => {
    const startedAt = performance.now();
    const context = contextAtStart?.() as Context;
    const exchangeId = crypto.randomUUID();
    const request = { exchangeId, ...describeRequest(input, init, maxBodyBytes) };
    const elapsed = () => Math.round((performance.now() - startedAt) * 1000) / 1000;
    let response: Response;
    try {
      response = await baseFetch(input, init);
    } catch (error) {
      report({ ...request, durationMs: elapsed() }, context);
      throw error;
    }
    const head = {
      ...request,
      status: response.status,
      responseHeaders: redactHeaders(response.headers),
    };
    if (!response.body || nullBodyStatuses.has(response.status)) {
      report({ ...head, responseBody: "", durationMs: elapsed() }, context);
      return response;
    }
    const capture = new BodyCapture(maxBodyBytes);
    if (!isEventStream(response)) {
      return observeResponseBody(response, {
        onChunk: (chunk) => capture.add(chunk),
        onEnd: () =>
          report({ ...head, responseBody: capture.text(), durationMs: elapsed() }, context),
      });
    }
    report({ ...head, responseBody: "", open: true }, context);
    const keepAlives = new KeepAliveBatch((piece) =>
      reportChunk({ exchangeId, ...piece }, context),
    );
    const pieces = new LinePieces((text) => keepAlives.add(text));
    return observeResponseBody(response, {
      onChunk: (chunk) => {
        const wasFull = capture.full;
        const text = capture.add(chunk);
        if (wasFull) return;
        pieces.add(text);
        if (capture.full) pieces.flush();
      },
      onEnd: () =>
        report({ ...head, responseBody: capture.text(), durationMs: elapsed() }, context),
    });
  };
}

function isEventStream(response: Response): boolean {
  return mediaTypeOf(response.headers.get("content-type")) === "text/event-stream";
}

/**
 * Hands text on up to its last line end and holds the rest for the next piece (so a line, and a
 * secret in it, is not cut across two records), unless too much is held.
 */
class LinePieces {
  private held = "";

  constructor(private readonly send: (text: string) => void) {}

  add(text: string): void {
    this.held += text;
    const end = Math.max(this.held.lastIndexOf("\n"), this.held.lastIndexOf("\r"));
    if (end >= 0) {
      const ready = this.held.slice(0, end + 1);
      this.held = this.held.slice(end + 1);
      this.send(ready);
    }
    if (this.held.length > MAX_HELD_CHUNK_CHARACTERS) this.flush();
  }

  flush(): void {
    if (this.held === "") return;
    const ready = this.held;
    this.held = "";
    this.send(ready);
  }
}

function describeRequest(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  maxBodyBytes: number,
): Pick<HttpExchange, "method" | "url" | "requestHeaders" | "requestBody"> {
  const fromRequest = input instanceof Request ? input : undefined;
  const url = fromRequest ? fromRequest.url : String(input);
  const method = (init?.method ?? fromRequest?.method ?? "GET").toUpperCase();
  const headers = new Headers(fromRequest?.headers);
  new Headers(init?.headers).forEach((value, name) => {
    headers.set(name, value);
  });
  const requestBody = bodyText(init?.body, maxBodyBytes);
  return {
    method,
    url,
    requestHeaders: redactHeaders(headers),
    ...(requestBody === undefined ? {} : { requestBody }),
  };
}

function bodyText(body: BodyInit | null | undefined, maxBodyBytes: number): string | undefined {
  if (body === undefined || body === null) return undefined;
  let bytes: Uint8Array;
  if (typeof body === "string") bytes = new TextEncoder().encode(body);
  else if (body instanceof URLSearchParams) bytes = new TextEncoder().encode(body.toString());
  else if (body instanceof ArrayBuffer) bytes = new Uint8Array(body);
  else if (ArrayBuffer.isView(body)) {
    bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  } else return "[body not captured: streamed or form data]";
  const capture = new BodyCapture(maxBodyBytes);
  capture.add(bytes);
  return capture.text();
}

/** Keeps the first `maxBytes` of a body as text and counts what it drops. */
class BodyCapture {
  private readonly decoder = new TextDecoder();
  private kept = "";
  private keptBytes = 0;
  private droppedBytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** True once the limit is reached: what follows is only counted. */
  get full(): boolean {
    return this.keptBytes >= this.maxBytes;
  }

  /** Keeps what fits of `chunk`; answers the text it added (empty once full). */
  add(chunk: Uint8Array): string {
    const room = this.maxBytes - this.keptBytes;
    if (room <= 0) {
      this.droppedBytes += chunk.byteLength;
      return "";
    }
    const kept = chunk.byteLength > room ? chunk.subarray(0, room) : chunk;
    const text = this.decoder.decode(kept, { stream: true });
    this.kept += text;
    this.keptBytes += kept.byteLength;
    this.droppedBytes += chunk.byteLength - kept.byteLength;
    return text;
  }

  text(): string {
    const text = this.kept + this.decoder.decode();
    this.kept = text;
    if (this.droppedBytes === 0) return text;
    return `${text}\n[truncated: ${this.droppedBytes} more bytes after the first ${this.maxBytes} not recorded]`;
  }
}
