import type { InspectorHandshake } from "@/lib/api/inspector";
import { type InspectorRpcApi, requestResult } from "@/lib/views/inspector/resources/rpc";

/** What a completion is for: a prompt (by name) or a resource template (by its URI template). */
export type CompletionReference =
  | { type: "ref/prompt"; name: string }
  | { type: "ref/resource"; uri: string };

/** How long the fields wait after the last keystroke before asking for completions. */
export const COMPLETION_DEBOUNCE_MS = 250;

/** Most suggestions a field lists. */
export const COMPLETION_LIMIT = 100;

/** Whether the server offers `completion/complete` (its `completions` capability). */
export function offersCompletion(handshake: Pick<InspectorHandshake, "capabilities">): boolean {
  return handshake.capabilities.completions !== undefined;
}

/**
 * The params of a `completion/complete` request for one argument, with the other arguments
 * already filled in as `context.arguments` so a server can narrow one by another.
 */
export function completionParams(
  ref: CompletionReference,
  name: string,
  value: string,
  filled: Record<string, string> = {},
): Record<string, unknown> {
  const others = Object.fromEntries(
    Object.entries(filled).filter(([other, text]) => other !== name && text !== ""),
  );
  return {
    ref,
    argument: { name, value },
    ...(Object.keys(others).length > 0 ? { context: { arguments: others } } : {}),
  };
}

/** The suggestions of a `completion/complete` result: text values, each once, at most the limit. */
export function completionValues(result: unknown): string[] {
  const values = (result as { completion?: { values?: unknown } } | null)?.completion?.values;
  if (!Array.isArray(values)) return [];
  const unique = [...new Set(values.filter((value): value is string => typeof value === "string"))];
  return unique.slice(0, COMPLETION_LIMIT);
}

/** Asks the server for one argument's completions; rejects with the server's error. */
export async function completeArgument(
  api: InspectorRpcApi,
  serverId: string,
  ref: CompletionReference,
  name: string,
  value: string,
  filled?: Record<string, string>,
): Promise<string[]> {
  const result = await requestResult<unknown>(
    api,
    serverId,
    "completion/complete",
    completionParams(ref, name, value, filled),
  );
  return completionValues(result);
}
