/**
 * The provider-neutral request the loop hands a model client (docs/architecture.md). A provider turns it
 * into its own body (OpenAI chat completions, Anthropic Messages, ...); nothing here is specific
 * to one of them.
 */

/** A tool call an assistant message made, as it goes back in the history. */
export interface ModelToolCall {
  id: string;
  name: string;
  /** The arguments as JSON text, exactly as the model streamed them. */
  arguments: string;
}

/** One message of the history, in the order the host sends them. */
export type ModelMessage =
  | { role: "system"; content: string }
  | { role: "user"; content: string }
  | {
      role: "assistant";
      content: string;
      /** Tool calls of a native-dialect answer (OpenAI `tool_calls`, Anthropic `tool_use`). */
      toolCalls?: ModelToolCall[];
    }
  | {
      /** The result of one tool call (OpenAI `role: "tool"`, Anthropic `tool_result`). */
      role: "tool";
      toolCallId: string;
      /** The function name the call used, for providers that want it beside the id. */
      name: string;
      content: string;
      isError?: boolean;
    };

/** A message of a conversation besides the system prompt: what a session may start from. */
export type HistoryMessage = Exclude<ModelMessage, { role: "system" }>;

/** A function the model may call (native dialect): JSON Schema parameters. */
export interface ModelTool {
  name: string;
  description?: string;
  /** A JSON Schema object. */
  parameters: Record<string, unknown>;
}

/** Sampling parameters; `extra` fields are merged into the provider's body as they are. */
export interface ModelParams {
  temperature?: number;
  maxTokens?: number;
  stop?: string[];
  extra?: Record<string, unknown>;
}

/** Everything one model call sends, before a provider shapes it. */
export interface ModelRequest {
  /** The model id the provider knows (e.g. `gpt-4o-mini`, `claude-sonnet-4-5`, `demo`). */
  model: string;
  messages: ModelMessage[];
  tools?: ModelTool[];
  params?: ModelParams;
}
