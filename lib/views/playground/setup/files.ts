import type { LoupeEvent } from "@/lib/events/types";

/** One file of a session's virtual workspace, as last written. */
export interface WorkspaceFile {
  path: string;
  content: string;
  /** The turn of the last write. */
  turn: number;
  /** How many times the file was written. */
  writes: number;
}

/** The latest content of every path written in the virtual workspace, sorted by path. */
export function latestFiles(events: readonly LoupeEvent[]): WorkspaceFile[] {
  const byPath = new Map<string, WorkspaceFile>();
  for (const event of events) {
    if (event.kind !== "workspace.write") continue;
    const { path, content, turn } = event.data;
    const writes = (byPath.get(path)?.writes ?? 0) + 1;
    byPath.set(path, { path, content, turn, writes });
  }
  return [...byPath.values()].sort((left, right) => left.path.localeCompare(right.path));
}
