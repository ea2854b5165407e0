import type { CaptureListItem } from "@/lib/api/captures";
import { agentName } from "./agent";

/** One agent conversation in the grouped table: its requests, newest first, under one header. */
export interface TrafficGroup {
  kind: "group";
  /** The conversation's id (`CaptureListItem.conversationId`). */
  id: string;
  /** The agent that spoke, named from its first request's user-agent. */
  agent: string;
  /** What the header calls it: the model of its first request. */
  title: string;
  rows: CaptureListItem[];
}

/** A capture in no conversation (an import, or one not grouped yet), on a line of its own. */
export interface TrafficSingle {
  kind: "single";
  row: CaptureListItem;
}

/** One entry of the grouped table. */
export type TrafficEntry = TrafficGroup | TrafficSingle;

/**
 * Groups rows (newest first) into their agents' conversations: each conversation sits where its
 * newest request is and holds all its requests, newest first; rows without one stay alone.
 */
export function groupConversations(rows: CaptureListItem[]): TrafficEntry[] {
  const entries: TrafficEntry[] = [];
  const groups = new Map<string, TrafficGroup>();
  for (const row of rows) {
    if (row.conversationId === null) {
      entries.push({ kind: "single", row });
      continue;
    }
    const known = groups.get(row.conversationId);
    if (known) {
      known.rows.push(row);
      continue;
    }
    const group: TrafficGroup = {
      kind: "group",
      id: row.conversationId,
      agent: "",
      title: "",
      rows: [row],
    };
    groups.set(row.conversationId, group);
    entries.push(group);
  }
  for (const group of groups.values()) {
    const first = group.rows.at(-1);
    group.agent = agentName(first?.userAgent ?? null);
    group.title = first?.model || "no model named";
  }
  return entries;
}

/** The rows in the order the table shows them, a collapsed conversation's rows left out. */
export function shownRowOrder(
  entries: TrafficEntry[],
  collapsed: ReadonlySet<string>,
): CaptureListItem[] {
  return entries.flatMap((entry) => {
    if (entry.kind === "single") return [entry.row];
    return collapsed.has(entry.id) ? [] : entry.rows;
  });
}
