import type { HostAction } from "@/lib/dialects/host-action";

/** Most entries a session's auto-approve list holds. */
export const MAX_AUTO_APPROVE_ENTRIES = 100;

/**
 * One auto-approve entry: a tool name (any server's, or a built-in file tool such as
 * `write_to_file`), `server:tool`, or `server:*` for every tool of that server.
 */
export const AUTO_APPROVE_ENTRY = /^[^\s:*]{1,200}(?::(?:\*|[^\s:*]{1,200}))?$/;

const fileToolNames = {
  write: "write_to_file",
  read: "read_file",
  list: "list_files",
  replace: "replace_in_file",
  search: "search_files",
} as const;

/**
 * The entry "Always allow" adds for an action: its MCP tool as `server:tool`, or a file tool by
 * name. Undefined for what always waits for a person: a question, a command, the final answer,
 * an invalid action.
 */
export function autoApproveEntryFor(action: HostAction): string | undefined {
  if (action.kind === "mcp-tool") return `${action.server}:${action.tool}`;
  if (action.kind === "file-tool") return fileToolNames[action.which];
  return undefined;
}

/** Whether the list lets this action execute without a person's decision. */
export function isAutoApproved(action: HostAction, list: readonly string[]): boolean {
  if (action.kind === "mcp-tool") {
    return list.some(
      (entry) =>
        entry === action.tool ||
        entry === `${action.server}:*` ||
        entry === `${action.server}:${action.tool}`,
    );
  }
  if (action.kind === "mcp-resource") return list.includes(`${action.server}:*`);
  if (action.kind === "file-tool") return list.includes(fileToolNames[action.which]);
  return false;
}
