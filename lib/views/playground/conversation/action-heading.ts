import type { HostAction } from "@/lib/dialects";

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
