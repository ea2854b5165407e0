import "server-only";
import {
  formatDenied,
  formatFollowupAnswer,
  formatInvalidArguments,
  formatNoToolUsed,
  formatToolError,
  formatToolResult,
  withEditedParams,
} from "@/lib/dialects/xml";
import { toLoupeError } from "@/lib/errors";
import type { EventPayloads, ParsedAction } from "@/lib/events/types";
import { executeAction } from "@/lib/loop/execute-action";
import { sessionMcpClient } from "@/lib/loop/session-connections";
import type { SessionState } from "@/lib/loop/session-state";
import type { EventStore } from "@/lib/store";

/** A person's answer to a pending action. */
export interface DecisionInput {
  decision: "execute" | "edit" | "mock" | "skip";
  /** The observation text, for `mock`. */
  observation?: string;
  /** The parameters to execute instead, for `edit`. */
  params?: Record<string, string>;
}

/** The observation a decision produced, in the dialect's format, before it is stored. */
export type DecidedObservation = Required<
  Pick<EventPayloads["observation"], "source" | "text" | "isError">
>;

/**
 * Turns a decision on the pending action into the observation the model gets next: a mock or
 * a denial as written, an execution through MCP or the virtual workspace (DESIGN.md §4).
 */
export async function observeDecision(
  store: EventStore,
  sessionId: string,
  state: SessionState,
  input: DecisionInput,
): Promise<DecidedObservation> {
  const action = state.pendingAction;
  if (!action) {
    if (input.decision === "mock")
      return { source: "user", text: input.observation ?? "", isError: false };
    return { source: "host", text: formatNoToolUsed(), isError: true };
  }
  switch (input.decision) {
    case "skip":
      return { source: "host", text: formatDenied(action), isError: false };
    case "mock":
      return {
        source: "mock",
        text:
          action.name === "ask_followup_question"
            ? formatFollowupAnswer(action, input.observation ?? "")
            : formatToolResult(action, input.observation ?? ""),
        isError: false,
      };
    case "execute":
    case "edit": {
      const executed =
        input.decision === "edit" && input.params ? withEditedParams(action, input.params) : action;
      return executeAndFormat(store, sessionId, state, executed);
    }
  }
}

async function executeAndFormat(
  store: EventStore,
  sessionId: string,
  state: SessionState,
  action: ParsedAction,
): Promise<DecidedObservation> {
  if (!action.valid) return { source: "host", text: formatInvalidAction(action), isError: true };
  const files = new Map(state.files.map((file) => [file.path, file.content]));
  try {
    const outcome = await executeAction(action, {
      mcp: sessionMcpClient(store, sessionId, state.turn),
      files,
    });
    if (outcome.write) {
      store.append(sessionId, {
        kind: "workspace.write",
        data: { turn: state.turn, ...outcome.write },
      });
    }
    const text = outcome.isError
      ? formatToolError(action, outcome.text)
      : formatToolResult(action, outcome.text);
    return { source: outcome.source, text, isError: outcome.isError };
  } catch (error) {
    const { code, message } = toLoupeError(error);
    store.append(sessionId, {
      kind: "error",
      data: { turn: state.turn, where: "action.execute", code, message },
    });
    return { source: "host", text: formatToolError(action, message), isError: true };
  }
}

/** What the host tells the model about an action it cannot run: bad JSON, or missing parts. */
function formatInvalidAction(action: ParsedAction): string {
  const jsonError = action.errors.find((error) => /JSON/.test(error));
  if (jsonError) return formatInvalidArguments(action, jsonError);
  const reasons = action.errors.join("; ") || "the action is incomplete";
  return formatToolError(
    action,
    `The <${action.name}> call cannot run: ${reasons}. Please retry with a complete tool use.`,
  );
}
