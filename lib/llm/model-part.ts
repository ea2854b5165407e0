/**
 * What a provider reads out of its frames, whatever its wire format (docs/architecture.md): the parts the
 * recording core assembles into an answer, and the assembled answer itself.
 */

/** Token counts; `input` and `output` when the provider says them, anything else it reported beside. */
export interface ModelUsage {
  input?: number;
  output?: number;
  /** Reasoning (thinking) tokens, when reported separately. */
  reasoning?: number;
  /** Prompt tokens read from a cache. */
  cacheRead?: number;
  /** Prompt tokens written to a cache (Anthropic). */
  cacheWrite?: number;
  total?: number;
  /** The provider's usage object(s) as received, merged in order of arrival. */
  raw: Record<string, unknown>;
}

/** One thing a frame contributed, in stream order. */
export type ModelPart =
  | { type: "text"; text: string }
  | { type: "reasoning"; text: string }
  /** Anthropic's thinking signature (opaque; kept so the block can be sent back). */
  | { type: "reasoning-signature"; signature: string }
  /**
   * Reasoning the provider sent only encrypted (OpenRouter `reasoning.encrypted`, Anthropic
   * `redacted_thinking`): opaque, kept whole so nothing is dropped.
   */
  | { type: "reasoning-encrypted"; data: string }
  | {
      type: "tool-call-delta";
      /** The provider's index for the call; fragments with the same index belong together. */
      index: number;
      id?: string;
      name?: string;
      /** A fragment of the arguments JSON text (may be empty). */
      argumentsDelta: string;
    }
  | { type: "usage"; usage: Omit<ModelUsage, "raw"> & { raw?: Record<string, unknown> } }
  | { type: "finish"; reason: string }
  /** An error the provider reported inside the stream (e.g. Anthropic `event: error`). */
  | { type: "error"; code: string; message: string };

/** One tool call put together from its fragments. */
export interface AssembledToolCall {
  id: string;
  name: string;
  /** The arguments JSON text exactly as streamed (not parsed). */
  arguments: string;
}

/** The whole answer of one model call, as `llm.response.assembled` records it. */
export interface AssembledAnswer {
  content: string;
  reasoning: string;
  /** The signature of the reasoning (Anthropic thinking), needed to send the block back. */
  reasoningSignature?: string;
  /** Encrypted reasoning blocks as received, in order (they add nothing to `reasoning`). */
  encryptedReasoning?: string[];
  toolCalls: AssembledToolCall[];
  usage?: ModelUsage;
  finishReason?: string;
  error?: { code: string; message: string };
}
