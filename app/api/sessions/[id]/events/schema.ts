import { LoupeError } from "@/lib/errors";

const decimalDigits = /^[0-9]+$/;

/**
 * The seq to resume after: `Last-Event-ID` (what a reconnecting EventSource sends), else
 * `?after=`, else 0. Each must be a non-negative decimal integer, digits only, so `1.5`, `0x1`,
 * `1e3` or ` 1` is a 400 naming the header or parameter rather than a guess at what was meant.
 */
export function resumeAfterSeq(request: Request): number {
  const header = request.headers.get("last-event-id");
  if (header !== null) return parseSeq(header, "The Last-Event-ID header");
  const parameter = new URL(request.url).searchParams.get("after");
  if (parameter !== null) return parseSeq(parameter, "The after query parameter");
  return 0;
}

function parseSeq(text: string, where: string): number {
  const seq = decimalDigits.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(seq)) {
    throw new LoupeError(
      "request:invalid",
      `${where} is ${JSON.stringify(text)}, not an event seq: send a non-negative decimal integer (digits only, e.g. 42), the id of the last event received.`,
    );
  }
  return seq;
}

/**
 * `?raw=`: `all` (the default) streams every event; `latest` leaves out the raw exchange
 * (request, chunks, SSE lines, deltas) of turns before the latest one, which a page loads per
 * turn from `GET /api/sessions/:id/turns/:turn/raw` when it shows them.
 */
export function rawScope(request: Request): "all" | "latest" {
  const value = new URL(request.url).searchParams.get("raw");
  if (value === null || value === "all") return "all";
  if (value === "latest") return "latest";
  throw new LoupeError(
    "request:invalid",
    `The raw query parameter is ${JSON.stringify(value)}: use "all" or "latest".`,
  );
}
