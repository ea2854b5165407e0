/** How a response body is cut into frames; `error-body` is a non-2xx answer read for its message. */
export type ResponseFraming = "sse" | "ndjson" | "json" | "error-body";

/**
 * The framing of a successful response, from its content-type: NDJSON (`application/x-ndjson`,
 * `application/jsonl`), a whole JSON body (any other JSON type), else SSE, which is also what a
 * server that names no type or a wrong one most likely sends.
 */
export function responseFraming(contentType: string): Exclude<ResponseFraming, "error-body"> {
  const type = contentType.toLowerCase();
  if (type.includes("event-stream")) return "sse";
  if (type.includes("ndjson") || type.includes("jsonl") || type.includes("json-seq")) {
    return "ndjson";
  }
  if (type.includes("json")) return "json";
  return "sse";
}
