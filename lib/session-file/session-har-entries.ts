import "server-only";
import type { HarEntry } from "@/lib/captures/export/har";
import { harEntry } from "@/lib/captures/export/har-entry";
import { recordedAnswerBody } from "@/lib/captures/export/recorded-body";
import type { LoupeEvent } from "@/lib/events/types";

/** A model request waiting for its answer while the log is read. */
interface OpenTurn {
  request: LoupeEvent<"llm.request">;
  chunks: LoupeEvent[];
}

/**
 * Reads a session's events in order, a page at a time, into HAR entries: each turn's model
 * exchange (`llm.request`, its `llm.chunk` bytes, `llm.response`) and each MCP HTTP exchange
 * (an `http` event's final record). Holds one turn's chunks at most, so a long session streams.
 */
export class SessionHarEntries {
  private open: OpenTurn | undefined;

  constructor(
    private readonly sessionId: string,
    private readonly secrets: readonly string[],
  ) {}

  /** The entries the event completes, in order (none for most events). */
  take(event: LoupeEvent): HarEntry[] {
    switch (event.kind) {
      case "llm.request": {
        const unanswered = this.flush();
        this.open = { request: event, chunks: [] };
        return unanswered;
      }
      case "llm.chunk":
        this.open?.chunks.push(event);
        return [];
      case "llm.response":
        return this.flush(event);
      case "turn.end":
        return this.flush();
      case "http":
        return event.data.open ? [] : [this.mcpEntry(event)];
      default:
        return [];
    }
  }

  /** The last model request when the log ends without its answer. */
  finish(): HarEntry[] {
    return this.flush();
  }

  private flush(response?: LoupeEvent<"llm.response">): HarEntry[] {
    const open = this.open;
    this.open = undefined;
    if (!open) return [];
    const { request, chunks } = open;
    const body = recordedAnswerBody(chunks, this.secrets);
    const responseBytes = chunks.reduce(
      (total, chunk) => total + (chunk.kind === "llm.chunk" ? chunk.data.length : 0),
      0,
    );
    const timings = response?.data.timings;
    const durationMs = timings
      ? timings.endMs
      : Math.max(0, (chunks.at(-1)?.at ?? request.at) - request.at);
    return [
      harEntry({
        startedAt: request.at,
        method: request.data.method,
        url: request.data.url,
        requestHeaders: request.data.headers,
        requestBody: request.data.body,
        requestBytes: Buffer.byteLength(request.data.body),
        status: response?.data.status ?? 0,
        responseHeaders: response?.data.headers ?? {},
        responseBody: body,
        responseBytes,
        ...(timings?.ttfbMs === undefined ? {} : { ttfbMs: timings.ttfbMs }),
        durationMs,
        ...(response ? {} : { error: "The turn ended before the model answered." }),
        origin: { _sessionId: this.sessionId, _turn: request.data.turn },
      }),
    ];
  }

  private mcpEntry(event: LoupeEvent<"http">): HarEntry {
    const data = event.data;
    const durationMs = data.durationMs ?? 0;
    const requestBody = data.requestBody ?? "";
    const responseText = data.responseBody ?? "";
    return harEntry({
      startedAt: event.at - durationMs,
      method: data.method,
      url: data.url,
      requestHeaders: data.requestHeaders,
      requestBody,
      requestBytes: Buffer.byteLength(requestBody),
      status: data.status ?? 0,
      responseHeaders: data.responseHeaders ?? {},
      responseBody: { text: responseText },
      responseBytes: Buffer.byteLength(responseText),
      durationMs,
      origin: {
        _sessionId: this.sessionId,
        _serverId: data.serverId,
        ...(data.turn === undefined ? {} : { _turn: data.turn }),
      },
    });
  }
}
