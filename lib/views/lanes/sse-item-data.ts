import type { SseLine } from "@/lib/views/playground/conversation/turn-view";
import { parseJsonContainer } from "@/lib/views/shared/json/json-text";

/** What one SSE item said: its event name, its data, and that data read as JSON when it is. */
export interface SseItemData {
  sseSeq: number;
  event?: string;
  /** The item's `data:` lines joined by `\n`, as an SSE client reads them; `""` when it had none. */
  data: string;
  hasData: boolean;
  json?: object;
  /** How long before it arrived the previous data line and the previous keep-alive comment did. */
  sinceDataMs?: number;
  sinceCommentMs?: number;
}

/**
 * Reads the SSE item `sseSeq` out of the raw lines, as an EventSource would (one space after the
 * colon dropped, data lines joined by newlines), so the lane can show its data as JSON.
 */
export function sseItemData(lines: readonly SseLine[], sseSeq: number): SseItemData {
  const item: SseItemData = { sseSeq, data: "", hasData: false };
  const data: string[] = [];
  for (const line of lines) {
    if (line.sseSeq !== sseSeq) continue;
    if (line.index === 0) {
      if (line.sinceDataMs !== undefined) item.sinceDataMs = line.sinceDataMs;
      if (line.sinceCommentMs !== undefined) item.sinceCommentMs = line.sinceCommentMs;
    }
    if (line.type !== "event") continue;
    const colon = line.text.indexOf(":");
    const field = colon < 0 ? line.text : line.text.slice(0, colon);
    const raw = colon < 0 ? "" : line.text.slice(colon + 1);
    const value = raw.startsWith(" ") ? raw.slice(1) : raw;
    if (field === "data") data.push(value);
    else if (field === "event") item.event = value;
  }
  if (data.length === 0) return item;
  item.hasData = true;
  item.data = data.join("\n");
  const json = parseJsonContainer(item.data);
  if (json) item.json = json;
  return item;
}
