import { readJsonInput } from "@/lib/views/shared/json/json-input";

/** The request field read: nothing, the request as JSON, or why it cannot be sent. */
export type CaptureRequestField =
  | { ok: true; request?: Record<string, unknown> }
  | { ok: false; message: string };

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return `a ${typeof value}`;
}

/**
 * Reads the form's optional request field: empty sends none; otherwise it must be the request
 * body as JSON, an object. A mistake is located (line and column) so it can be found in a long
 * body.
 */
export function readCaptureRequest(text: string): CaptureRequestField {
  if (text.trim() === "") return { ok: true };
  const input = readJsonInput(text);
  if (!input.ok) {
    return {
      ok: false,
      message: `The request is not valid JSON (${input.message}). Paste the request body as it was sent, or leave the field empty.`,
    };
  }
  const value = input.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      ok: false,
      message: `The request is ${kindOf(value)}, not a JSON object. Paste the request body as it was sent (an object with "model" and "messages"), or leave the field empty.`,
    };
  }
  return { ok: true, request: value as Record<string, unknown> };
}
