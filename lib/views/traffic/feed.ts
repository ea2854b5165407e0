import type { CaptureFeedEvent } from "@/lib/api/captures";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads one message of `GET /api/captures/events` (its `data`); null for anything that is not a
 * feed message, so a malformed line is skipped rather than breaking the table.
 */
export function parseFeedMessage(data: string): CaptureFeedEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (value.type === "deleted") {
    return typeof value.id === "string" ? { type: "deleted", id: value.id } : null;
  }
  if (value.type !== "capture" || !isRecord(value.capture)) return null;
  const capture = value.capture;
  if (typeof capture.id !== "string" || typeof capture.startedAt !== "number") return null;
  return value as CaptureFeedEvent;
}
