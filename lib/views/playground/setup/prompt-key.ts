import type { PromptServers } from "@/lib/api/sessions";
import type { DialectId } from "@/lib/events/types";

/** Which setup a default prompt is rendered for: `<dialect>:<servers as JSON>`. */
export function promptKey(dialect: DialectId, servers: PromptServers): string {
  return `${dialect}:${JSON.stringify(servers)}`;
}

/**
 * What an edited prompt was written for instead of the setup now chosen: another `dialect`, or
 * other `servers`; null when it is not edited (`edited` false) or was written for this setup.
 */
export function writtenForOther(
  edited: boolean,
  writtenFor: string | undefined,
  key: string | undefined,
): "dialect" | "servers" | null {
  if (!edited || writtenFor === undefined || key === undefined || writtenFor === key) return null;
  const dialectOf = (text: string) => text.slice(0, text.indexOf(":"));
  return dialectOf(writtenFor) === dialectOf(key) ? "servers" : "dialect";
}
