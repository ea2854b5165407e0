import type { DialectId, ParsedAction } from "@/lib/events/types";
import type { AssembledAnswer, ModelPart } from "@/lib/llm/model-part";
import type { ModelMessage, ModelTool } from "@/lib/llm/model-request";

/** A connected MCP server as a dialect sees it: what it offers, to render a prompt or a tool list. */
export interface DialectServer {
  name: string;
  /** How it is reached, e.g. `Streamable HTTP: /api/demo/mcp` or `stdio: npx …`. */
  transportLabel: string;
  instructions?: string;
  tools: Array<{ name: string; description?: string; inputSchema: unknown }>;
  resources: Array<{ uri: string; name?: string; description?: string; mimeType?: string }>;
  resourceTemplates: Array<{ uriTemplate: string; name?: string; description?: string }>;
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

/** Reads actions out of a model answer as it streams, part by part. */
export interface ActionParser {
  /** Takes the next part; returns the first complete action once it is known. */
  push(part: ModelPart): ParsedAction | undefined;
  /** The stream ended: the first action (complete or partial), and the thinking read. */
  end(answer: AssembledAnswer): { action?: ParsedAction; thinking?: string };
}

/**
 * How a host and a model agree to talk (docs/architecture.md): the system prompt, the tools offered, how
 * an action is read out of an answer, and how its outcome goes back. The loop sees only this.
 */
export interface Dialect {
  readonly id: DialectId;
  readonly label: string;
  /** The default system prompt for these servers; the person may edit it before any turn. */
  renderSystemPrompt(servers: readonly DialectServer[]): string;
  /** The first user message: the task. */
  formatTask(task: string): string;
  /** Functions sent with every request (native function calling); undefined when there are none. */
  tools(servers: readonly DialectServer[]): ModelTool[] | undefined;
  createParser(): ActionParser;
  /**
   * The history's assistant message for an answer: what the host keeps of it once it has read
   * `action` (text after the action, or tool calls after the first, are ignored by the host).
   */
  assistantMessage(
    answer: Pick<AssembledAnswer, "content" | "toolCalls">,
    action?: ParsedAction,
  ): ModelMessage;
  /** The next message(s) of the history: the outcome of `action`, or of an answer without one. */
  observe(action: ParsedAction | null, outcome: ActionOutcome): ModelMessage;
}
