/**
 * The host's side of the dialect seam (docs/architecture.md): what the model asked the host to do,
 * in the host's own terms. Every dialect maps its words onto these; the loop, the executor, the
 * session state, the captures and the views read only these. A dialect's own words (its tags, its
 * function names) reach the page only through `source`, as text to show.
 */

/** How the dialect wrote the action, to show as it is: never switched on. */
export interface ActionSource {
  /** The action's name as the model wrote it in the dialect (a tag, a function name). */
  name: string;
  /** What it acts on, or what the model's name stands for, in the dialect's words. */
  detail?: string;
  /** How a screen reader says it: the name and what it works on. */
  spoken: string;
}

/** One of the host's built-in tools on the session's virtual workspace, with its arguments. */
export type FileToolUse =
  | { which: "write"; args: { path: string; content: string } }
  | { which: "read"; args: { path: string } }
  | { which: "list"; args: { path?: string } }
  | { which: "search"; args: { path: string; regex: string; file_pattern?: string } }
  | { which: "replace"; args: { path: string; diff: string } };

/** What an action asks the host to do, without how its dialect wrote it. */
export type HostActionRequest =
  | {
      kind: "mcp-tool";
      server: string;
      tool: string;
      arguments: Record<string, unknown>;
    }
  | { kind: "mcp-resource"; server: string; uri: string }
  | ({ kind: "file-tool" } & FileToolUse)
  /** A shell command: Loupe never runs one, a person mocks its output. */
  | { kind: "command"; command: string }
  /** A question for the person, who answers it by mocking the observation. */
  | { kind: "question"; question: string; options?: string[] }
  /** A new task preloaded with this context: the person creates it or answers with feedback. */
  | { kind: "new-task"; context: string }
  /** A plan-mode reply to the person, who answers it as the next message. */
  | { kind: "plan-response"; response: string }
  /** The task is done: the model's final answer. */
  | { kind: "finish"; result: string };

/** An action the host can act on: every part it needs was read. */
export type ValidHostAction = HostActionRequest & { source: ActionSource };

/** An action that cannot run as read (a missing part, malformed JSON, cut off by the stream). */
export interface InvalidHostAction {
  kind: "invalid";
  source: ActionSource;
  reasons: string[];
  /** What it would have been, with the parts that were read, when the dialect knows. */
  meant?: ValidHostAction;
}

/** What the model asked the host to do, read by its dialect. */
export type HostAction = ValidHostAction | InvalidHostAction;

/** The kinds of action a host acts on. */
export type HostActionKind = HostAction["kind"];

/** The action as the model meant it: an invalid one's best reading, else the action itself. */
export function intendedAction(action: HostAction): ValidHostAction | undefined {
  return action.kind === "invalid" ? action.meant : action;
}

/** True when the action ends the run, valid or not: there is nothing to execute. */
export function isFinish(action: HostAction): boolean {
  return intendedAction(action)?.kind === "finish";
}

/**
 * True for what only the person answers: a follow-up question, a new task's go-ahead, a reply to
 * a plan. Their typed answer goes back as the person's, not as a mocked result.
 */
export function isAnsweredByPerson(action: HostAction): boolean {
  return (
    action.kind === "question" || action.kind === "new-task" || action.kind === "plan-response"
  );
}

/** What became of a pending action, before the dialect words it for the model. */
export type ActionOutcome =
  /** Executed: the tool's or the file tool's result text. */
  | { kind: "result"; text: string; isError: boolean }
  /** The person skipped the action. */
  | { kind: "denied" }
  /** The person typed the result instead of running the action. */
  | { kind: "mock"; text: string }
  /** The action could not run as sent (bad JSON, a missing parameter, an unknown tool). */
  | { kind: "invalid"; reasons: string[] };
