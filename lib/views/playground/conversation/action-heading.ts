import type { HostAction, HostActionKind } from "@/lib/dialects";

/** What the conversation writes for an action: its name, and what it stands for or acts on. */
export interface ActionHeading {
  name: string;
  detail?: string;
}

/**
 * Names an action as the model wrote it, in its dialect's words: a native tool call by the
 * function it called, with what it stands for beside it; an XML action by its tag and target.
 */
export function actionHeading(action: HostAction): ActionHeading {
  const { name, detail } = action.source;
  return detail === undefined ? { name } : { name, detail };
}

const kindWords: Record<HostActionKind, string> = {
  "mcp-tool": "MCP tool call",
  "mcp-resource": "MCP resource read",
  "file-tool": "built-in file tool",
  command: "command",
  question: "question for the person",
  "new-task": "new task",
  "plan-response": "plan-mode reply",
  finish: "final answer",
  invalid: "invalid action",
};

/** What an action is in the host's neutral terms, in words: shown beside its dialect's name. */
export function actionKindWords(action: HostAction): string {
  return kindWords[action.kind];
}
