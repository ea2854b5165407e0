import { LoupeError } from "@/lib/errors";

/** The methods that write: each one's body, when it has one, must be JSON. */
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The writes a cross-site page can send without a CORS preflight (the Fetch standard's "simple"
 * methods): these must say `application/json` even without a body, so that no write Loupe takes
 * can be sent cross-site unasked. A `DELETE` is always preflighted, so one without a body passes.
 */
const SIMPLE_WRITE_METHODS = new Set(["POST"]);

/** The media type a `content-type` names, lower case and without parameters; "" when none. */
export function mediaTypeOf(contentType: string | null): string {
  return contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
}

/** Whether a `content-type` names `application/json` (any parameters, e.g. a charset, allowed). */
export function isJsonContentType(contentType: string | null): boolean {
  return mediaTypeOf(contentType) === "application/json";
}

/** Whether the request's headers say a body follows (a non-zero length, or chunked). */
function declaresBody(headers: Headers): boolean {
  const length = headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  return headers.get("transfer-encoding") !== null;
}

/**
 * 415 `request:unsupported_media_type` for a write that is not declared `application/json`. Loupe's
 * API reads only JSON, and refusing the types a form or a simple cross-site `fetch` can send
 * (text/plain, urlencoded, multipart) leaves a cross-site write nothing to ride on.
 */
export function unsupportedMediaType(contentType: string | null): LoupeError {
  const sent =
    contentType === null
      ? "has no content-type"
      : `says content-type ${JSON.stringify(contentType)}`;
  return new LoupeError(
    "request:unsupported_media_type",
    `The request ${sent}; Loupe's API takes only JSON, a POST without a body too: send content-type: application/json.`,
  );
}

/**
 * The refusal for a write (POST, PUT, PATCH, DELETE) whose declared `content-type` is not
 * `application/json`, a POST without one (even a bare `POST …/step`: a cross-site `fetch` may send
 * that without a preflight), or another write that declares a body without one; null otherwise.
 * A body that arrives without a type is also refused when it is read (`readJson`).
 */
export function refuseNonJsonWrite(request: Request): LoupeError | null {
  const method = request.method.toUpperCase();
  if (!WRITE_METHODS.has(method)) return null;
  const contentType = request.headers.get("content-type");
  if (contentType === null) {
    return SIMPLE_WRITE_METHODS.has(method) || declaresBody(request.headers)
      ? unsupportedMediaType(null)
      : null;
  }
  return isJsonContentType(contentType) ? null : unsupportedMediaType(contentType);
}
