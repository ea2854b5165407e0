import "server-only";
import type { DecisionInput } from "@/lib/api/sessions";
import { type ActionOutcome, type Dialect, dialectFor, isAnsweredByPerson } from "@/lib/dialects";
import { toLoupeError } from "@/lib/errors";
import type { SessionState } from "@/lib/events/session-state";
import type { EventPayloads, ParsedAction } from "@/lib/events/types";
import { type ActionMcpClient, executeAction } from "@/lib/loop/execute-action";
import type { EventStore } from "@/lib/store";

/** The observation a decision produced, in the dialect's format, before it is stored. */
export type DecidedObservation = Required<
  Pick<EventPayloads["observation"], "source" | "text" | "isError">
> &
  Pick<EventPayloads["observation"], "toolCallId">;

/**
 * Turns a decision on the pending action into the observation the model gets next: a mock (for
 * a question, the person's answer) or a denial as written, an execution through MCP or the virtual workspace (docs/architecture.md), each
 * worded by the session's dialect.
 */
export async function observeDecision(
  store: EventStore,
  sessionId: string,
  state: SessionState,
  input: DecisionInput,
  mcp: ActionMcpClient,
): Promise<DecidedObservation> {
  const action = state.pendingAction ?? null;
  const dialect = dialectFor(state.dialect);
  const observe = (source: DecidedObservation["source"], outcome: ActionOutcome) =>
    toObservation(source, dialect.observe(action, outcome), outcome);
  if (!action) {
    if (input.decision === "mock")
      return observe("user", { kind: "mock", text: input.observation });
    return { ...observe("host", { kind: "denied" }), isError: true };
  }
  switch (input.decision) {
    case "skip":
      return observe("host", { kind: "denied" });
    case "mock":
      // Typed for a question (or a new task, a plan), it is the person's answer, not a stand-in.
      return observe(isAnsweredByPerson(dialect.hostAction(action)) ? "user" : "mock", {
        kind: "mock",
        text: input.observation,
      });
    case "execute":
      return observe(...(await execute(store, sessionId, state, dialect, action, mcp)));
    case "edit": {
      const edited = dialect.withEditedParams(action, input.params);
      return observe(...(await execute(store, sessionId, state, dialect, edited, mcp)));
    }
  }
}

async function execute(
  store: EventStore,
  sessionId: string,
  state: SessionState,
  dialect: Dialect,
  action: ParsedAction,
  mcp: ActionMcpClient,
): Promise<[DecidedObservation["source"], ActionOutcome]> {
  const host = dialect.hostAction(action);
  if (host.kind === "invalid") return ["host", { kind: "invalid", reasons: host.reasons }];
  const files = new Map(state.files.map((file) => [file.path, file.content]));
  try {
    const outcome = await executeAction(host, { mcp, files });
    if (outcome.write) {
      store.append(sessionId, {
        kind: "workspace.write",
        data: { turn: state.turn, ...outcome.write },
      });
    }
    return [outcome.source, { kind: "result", text: outcome.text, isError: outcome.isError }];
  } catch (error) {
    const { code, message } = toLoupeError(error);
    store.append(sessionId, {
      kind: "error",
      data: { turn: state.turn, where: "action.execute", code, message },
    });
    return ["host", { kind: "result", text: message, isError: true }];
  }
}

function toObservation(
  source: DecidedObservation["source"],
  message: ReturnType<Dialect["observe"]>,
  outcome: ActionOutcome,
): DecidedObservation {
  const isError = (outcome.kind === "result" && outcome.isError) || outcome.kind === "invalid";
  return {
    source,
    text: message.content,
    isError,
    ...(message.role === "tool" ? { toolCallId: message.toolCallId } : {}),
  };
}
