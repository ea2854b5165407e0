import { createParser } from "eventsource-parser";
import { mediaTypeOf } from "@/lib/http/json-content-type";
import { readLimitedText } from "@/lib/http/read-limited-text";
import {
  isJsonRpcText,
  isRequestId,
  MAX_SERVER_MESSAGE_BYTES,
  MessageTooLargeError,
  NotJsonRpcError,
  type NotJsonRpcReports,
  requestIdsIn,
} from "@/lib/mcp/not-json-rpc";

/**
 * A fetch under an MCP HTTP transport that checks what the server sends is JSON-RPC. A JSON or
 * other answer to a POST that is not fails that POST with `NotJsonRpcError` quoting it; an SSE
 * event whose data is not is reported to `reports` with the requests of the POST that opened the
 * stream (none for a GET stream), its bytes passed on untouched. A JSON answer, or one SSE
 * event, longer than `maxMessageBytes` fails with `MessageTooLargeError`, read no further (an
 * event stream is ended there).
 */
export function jsonRpcCheckingFetch(
  inner: typeof fetch,
  reports: NotJsonRpcReports,
  maxMessageBytes = MAX_SERVER_MESSAGE_BYTES,
): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const method = (init?.method ?? "GET").toUpperCase();
    if (!response.ok || response.status === 202 || !response.body) return response;
    const type = mediaTypeOf(response.headers.get("content-type"));
    const requestIds = method === "POST" ? requestIdsIn(bodyText(init?.body)) : [];
    if (type === "text/event-stream") {
      return checkingEvents(response, reports, requestIds, maxMessageBytes);
    }
    if (method !== "POST" || requestIds.length === 0) return response;
    const where = `a ${response.status} ${type || "untyped"} answer`;
    const read = await readLimitedText(response, maxMessageBytes);
    if (read.tooLarge) throw new MessageTooLargeError(where, maxMessageBytes);
    const { text } = read;
    if (type !== "application/json" || !isJsonRpcText(text)) {
      throw new NotJsonRpcError(where, text);
    }
    return new Response(text, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

function bodyText(body: BodyInit | null | undefined): string | undefined {
  return typeof body === "string" ? body : undefined;
}

/** The response with its SSE `message` events checked as they pass, none longer than `maxBytes`. */
function checkingEvents(
  response: Response,
  reports: NotJsonRpcReports,
  requestIds: Array<string | number>,
  maxBytes: number,
): Response {
  const decoder = new TextDecoder();
  /** Bytes read since the last event or comment ended: the size of the event being read. */
  let sinceLastEvent = 0;
  const parser = createParser({
    onComment: () => {
      sinceLastEvent = 0;
    },
    onEvent: (event) => {
      sinceLastEvent = 0;
      if ((event.event ?? "message") !== "message" || !event.data) return;
      if (isJsonRpcText(event.data)) return;
      const ids = requestIds.length > 0 ? requestIds : idOf(event.data);
      reports.report(new NotJsonRpcError("an SSE event with data", event.data), ids);
    },
  });
  const checked = (response.body as ReadableStream<Uint8Array>).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        sinceLastEvent += chunk.byteLength;
        parser.feed(decoder.decode(chunk, { stream: true }));
        if (sinceLastEvent > maxBytes) {
          controller.error(new MessageTooLargeError("an SSE event", maxBytes));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(checked, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** The id of a JSON object that looks like an answer but is not valid JSON-RPC, if it has one. */
function idOf(data: string): Array<string | number> {
  try {
    const { id } = JSON.parse(data) as { id?: unknown };
    return isRequestId(id) ? [id] : [];
  } catch {
    return [];
  }
}
