import "server-only";
import type { CaptureList, CaptureListItem } from "@/lib/api/captures";
import type { EventPayloads } from "@/lib/events/types";
import type { ModelUsage } from "@/lib/llm/model-part";
import { encodeSessionCursor } from "@/lib/loop/session-list";
import { type CaptureRow, type CapturesPageOptions, capturesPage } from "@/lib/store/captures-page";
import type { LoupeDatabase } from "@/lib/store/database";
import { getDatabase } from "@/lib/store/database";

function parsed<Value>(json: string | null): Value | null {
  if (json === null) return null;
  try {
    return JSON.parse(json) as Value;
  } catch {
    return null;
  }
}

/** How `openProxyCapture` names a proxied capture's task: `<METHOD> <path> via <upstream>`. */
const PROXIED_TASK = /^(\S+) (\S+) via (\S+)$/;

/**
 * A capture's list row: a proxied one's exchange facts once it has ended, what its task says
 * while it still streams, or what an import knows.
 */
function listItem(row: CaptureRow): CaptureListItem {
  const exchange = parsed<EventPayloads["capture.exchange"]>(row.exchange);
  const common = {
    id: row.id,
    model: row.model,
    usage: parsed<ModelUsage>(row.usage),
    conversationId: row.conversationId,
  };
  if (!exchange) {
    const streaming = row.task.startsWith("Imported ") ? null : PROXIED_TASK.exec(row.task);
    return {
      ...common,
      source: streaming ? "proxy" : "import",
      upstream: streaming?.[3] ?? null,
      method: streaming?.[1] ?? null,
      path: streaming?.[2] ?? null,
      status: streaming ? null : row.status,
      userAgent: null,
      startedAt: row.createdAt,
      ttfbMs: null,
      durationMs: null,
      requestBytes: row.requestBodyLength,
      responseBytes: streaming ? row.streamedBytes : null,
    };
  }
  return {
    ...common,
    source: "proxy",
    upstream: exchange.upstream,
    method: exchange.method,
    path: exchange.path,
    status: exchange.status,
    userAgent: exchange.userAgent ?? null,
    startedAt: exchange.startedAt,
    ttfbMs: exchange.ttfbMs ?? null,
    durationMs: exchange.durationMs,
    requestBytes: exchange.requestBytes,
    responseBytes: exchange.responseBytes,
  };
}

/** The list row of one capture as it is now (the live feed's message); undefined when there is none. */
export function captureListItem(
  id: string,
  database: LoupeDatabase = getDatabase(),
): CaptureListItem | undefined {
  const row = capturesPage(database, { ids: [id], limit: 1 })[0];
  return row ? listItem(row) : undefined;
}

/**
 * One page of `GET /api/captures`: proxied and imported captures, newest first, with
 * `nextBefore` when a full page may have more after it.
 */
export function listCaptures(
  options: CapturesPageOptions,
  database: LoupeDatabase = getDatabase(),
): CaptureList {
  const rows = capturesPage(database, options);
  const last = rows.at(-1);
  return {
    captures: rows.map(listItem),
    ...(last && rows.length === options.limit
      ? { nextBefore: encodeSessionCursor({ createdAt: last.createdAt, id: last.id }) }
      : {}),
  };
}
