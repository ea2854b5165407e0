import "server-only";
import { type ActionOutcome, dialectFor } from "@/lib/dialects";
import { withEditedParams } from "@/lib/dialects/xml";
import { toLoupeError } from "@/lib/errors";
import type { EventPayloads, ParsedAction } from "@/lib/events/types";
import { type ActionMcpClient, executeAction } from "@/lib/loop/execute-action";
import type { SessionState } from "@/lib/loop/session-state";
import type { EventStore } from "@/lib/store";

/** A person's answer to a pending action (`POST /api/sessions/:id/decision`). */
export type DecisionInput =
  | { decision: "execute" }
  | { decision: "skip" }
  /** The observation typed instead of running the action. */
  | { decision: "mock"; observation: string }
  /** The parameters to execute instead of the parsed ones. */
  | { decision: "edit"; params: Record<string, string> };

/** The observation a decision produced, in the dialect's format, before it is stored. */
export type DecidedObservation = Required<
  Pick<EventPayloads["observation"], "source" | "text" | "isError">
> &
  Pick<EventPayloads["observation"], "toolCallId">;

/**
 * Turns a decision on the pending action into the observation the model gets next: a mock or
 * a denial as written, an execution through MCP or the virtual workspace (docs/architecture.md), each
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
  const observe = (source: DecidedObservation["source"], outcome: ActionOutcome) =>
    toObservation(source, dialectFor(state.dialect).observe(action, outcome), outcome);
  if (!action) {
    if (input.decision === "mock")
      return observe("user", { kind: "mock", text: input.observation });
    return { ...observe("host", { kind: "denied" }), isError: true };
  }
  switch (input.decision) {
    case "skip":
      return observe("host", { kind: "denied" });
    case "mock":
      return observe("mock", { kind: "mock", text: input.observation });
    case "execute":
      return observe(...(await execute(store, sessionId, state, action, mcp)));
    case "edit":
      return observe(
        ...(await execute(store, sessionId, state, withEditedParams(action, input.params), mcp)),
      );
  }
}

async function execute(
  store: EventStore,
  sessionId: string,
  state: SessionState,
  action: ParsedAction,
  mcp: ActionMcpClient,
): Promise<[DecidedObservation["source"], ActionOutcome]> {
  if (!action.valid) return ["host", { kind: "invalid", reasons: action.errors }];
  const files = new Map(state.files.map((file) => [file.path, file.content]));
  try {
    const outcome = await executeAction(action, { mcp, files });
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
  message: ReturnType<ReturnType<typeof dialectFor>["observe"]>,
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
