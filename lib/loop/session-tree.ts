import "server-only";
import type { SessionTree, SessionTreeNode } from "@/lib/api/sessions";
import { LoupeError } from "@/lib/errors";
import { foldSessionState } from "@/lib/events/session-state";
import type { DialectId, SessionParent } from "@/lib/events/types";
import { sessionTitle } from "@/lib/loop/session-title";
import { type EventStore, getEventStore, isPlaygroundSession } from "@/lib/store";

/**
 * The tree of forks a session belongs to: its parents walked up to the root (the oldest that
 * still exists: a deleted parent ends the walk), then every descendant of the root, parents
 * before their forks and forks oldest first. Parents are read from the sessions rows by an index,
 * and each node's status from its latest turn only, so no session's whole log is read.
 */
export function sessionTree(id: string, store: EventStore = getEventStore()): SessionTree {
  if (!isPlaygroundSession(store.getSession(id))) {
    throw new LoupeError("session:not_found", `No session with id "${id}".`);
  }
  const root = rootOf(id, store);
  const nodes: SessionTreeNode[] = [];
  const seen = new Set<string>();
  const queue: Array<{ id: string; parent: SessionParent | null }> = [
    { id: root, parent: store.parentOf(root) ?? null },
  ];
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (seen.has(next.id)) continue;
    seen.add(next.id);
    const node = treeNode(next.id, next.parent, store);
    if (!node) continue;
    nodes.push(node);
    for (const fork of store.forksOf(next.id)) {
      queue.push({ id: fork.id, parent: { id: next.id, turn: fork.turn } });
    }
  }
  return { root, nodes };
}

/** The topmost ancestor of a session that still exists (the session itself when not a fork). */
function rootOf(id: string, store: EventStore): string {
  const seen = new Set([id]);
  let current = id;
  for (let parent = store.parentOf(current); parent; parent = store.parentOf(current)) {
    if (seen.has(parent.id) || !isPlaygroundSession(store.getSession(parent.id))) break;
    seen.add(parent.id);
    current = parent.id;
  }
  return current;
}

function treeNode(
  id: string,
  parent: SessionParent | null,
  store: EventStore,
): SessionTreeNode | undefined {
  const record = store.getSession(id);
  if (!record || !isPlaygroundSession(record)) return undefined;
  const { status, turn } = foldSessionState(store.statusEvents(id));
  return {
    id,
    title: sessionTitle(record.title, record.task),
    parent,
    model: record.model,
    dialect: record.dialect as DialectId,
    status,
    turn,
    createdAt: record.createdAt,
  };
}
