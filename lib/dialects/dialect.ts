import type { ActionOutcome, HostAction, HostActionRequest } from "@/lib/dialects/host-action";
import type { DialectId, ParsedAction, TextSpan } from "@/lib/events/types";
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

/** What an answer is read against, when the reader knows it. */
export interface ParseContext {
  /**
   * The session's servers: a dialect that names tools in plain text reads a name or a bare value
   * against the tools offered.
   */
  servers?: readonly DialectServer[];
  /** The captured request's tools the answer may call (`CAPTURED_TOOLS_SERVER`'s, as host actions). */
  captured?: readonly string[];
}

/** Reads actions out of a model answer as it streams, part by part. */
export interface ActionParser {
  /** Takes the next part; returns the first complete action once it is known. */
  push(part: ModelPart): ParsedAction | undefined;
  /**
   * The stream ended: the first action (complete or partial) as the whole answer reads it, and
   * the thinking read; a host that cut the stream at `push`'s action acts on that one instead.
   */
  end(answer: AssembledAnswer): { action?: ParsedAction; thinking?: string };
}

/**
 * How the views colour an answer of a dialect: by a grammar (XML tags, a JSON blob), or by the
 * spans of its keywords (plain text with none).
 */
export type AnswerSyntax = { language: "xml" | "json" } | { keywords: TextSpan[] };

/**
 * How a host and a model agree to talk (docs/architecture.md): the system prompt, the tools offered, how
 * an action is read out of an answer, and how its outcome goes back. The loop sees only this.
 */
export interface Dialect {
  readonly id: DialectId;
  /** How a person picks it: `XML tool use (text)`. */
  readonly label: string;
  /** How a sentence names it: "the XML dialect found". */
  readonly shortLabel: string;
  /**
   * Stop sequences sent with every request (where the provider takes them), so the model stops
   * at the end of an action; empty when the dialect needs none.
   */
  readonly stopSequences: readonly string[];
  /**
   * Why a server name cannot be carried in this dialect's words (native function names join
   * server and tool), or undefined when it can; absent when every name can.
   */
  serverNameProblem?(name: string): string | undefined;
  /**
   * Whether a system prompt (any host's, e.g. a captured agent's) asks the model to write actions
   * in this dialect's text format; absent for a dialect no prompt asks for (native tools travel
   * as the request's functions).
   */
  isAskedForBy?(systemPrompt: string): boolean;
  /**
   * The default system prompt for these servers (and a captured request's tools, which no
   * server runs); the person may edit it before any turn.
   */
  renderSystemPrompt(servers: readonly DialectServer[], captured?: readonly ModelTool[]): string;
  /** The first user message: the task. */
  formatTask(task: string): string;
  /**
   * Functions sent with every request (native function calling), a captured request's tools
   * among them as they were sent; undefined when there are none.
   */
  tools(
    servers: readonly DialectServer[],
    captured?: readonly ModelTool[],
  ): ModelTool[] | undefined;
  /** A parser for one answer, reading it against what `context` says was offered. */
  createParser(context?: ParseContext): ActionParser;
  /**
   * Every action a whole answer holds, in order (a live host acts on the first only; a capture
   * shows them all); the last may be partial when the answer ends inside it, read against what
   * `context` says was offered.
   */
  readAll(
    answer: Pick<AssembledAnswer, "content" | "toolCalls">,
    context?: ParseContext,
  ): ParsedAction[];
  /** What the host is asked to do by an action this dialect read. */
  hostAction(action: ParsedAction): HostAction;
  /** How an answer in this dialect is coloured where it is shown; its words stay in its folder. */
  answerSyntax(content: string): AnswerSyntax;
  /**
   * An action's parameters as the model wrote them in this dialect (a tag's children, a text
   * dialect's tool input, a call's arguments), to show beside the host's reading.
   */
  sourceParams(action: ParsedAction): Record<string, string>;
  /**
   * An answer asking for `action` as a model writes it in this dialect (text, or a tool call
   * with id `callId`): what the parser reads back as that action.
   */
  write(action: HostActionRequest, callId?: string): Pick<AssembledAnswer, "content" | "toolCalls">;
  /**
   * The action a person edited before executing it: the new parameter values, validated by the
   * dialect's rules as a read one is.
   */
  withEditedParams(action: ParsedAction, params: Record<string, string>): ParsedAction;
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
