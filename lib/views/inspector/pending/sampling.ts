import type { PendingAnswer } from "@/lib/api/inspector";

/** One content block of a sampling or prompt message (text, image, audio, resource, tool use…). */
export interface MessageContentBlock {
  type: string;
  text?: string;
  data?: string;
  mimeType?: string;
  resource?: { uri: string; mimeType?: string; text?: string; blob?: string };
  [key: string]: unknown;
}

/** A `sampling/createMessage` request as the pending view shows it. */
export interface SamplingRequestView {
  messages: Array<{ role: string; content: MessageContentBlock[] }>;
  systemPrompt?: string;
  modelPreferences?: unknown;
  maxTokens?: number;
  temperature?: number;
  stopSequences?: string[];
  includeContext?: string;
}

/** What the person fills in to answer a sampling request by hand. */
export interface SamplingFormValues {
  text: string;
  model: string;
  stopReason: string;
}

/** The stop reasons the hand form offers (any other text is allowed too). */
export const STOP_REASONS = ["endTurn", "stopSequence", "maxTokens"] as const;

/** The JSON-RPC error code a person's refusal is answered with (as the MCP spec's example). */
export const USER_REJECTED_CODE = -1;

/** A message's content as a list: the spec allows one block or (2025-11-25) an array. */
export function contentBlocks(content: unknown): MessageContentBlock[] {
  const list = Array.isArray(content)
    ? content
    : content === undefined || content === null
      ? []
      : [content];
  return list.filter(
    (block): block is MessageContentBlock =>
      typeof block === "object" &&
      block !== null &&
      typeof (block as { type?: unknown }).type === "string",
  );
}

/** Reads a pending `sampling/createMessage`'s params into what the view shows. */
export function samplingRequestView(params: unknown): SamplingRequestView {
  const source = (params ?? {}) as Record<string, unknown>;
  const messages = Array.isArray(source.messages) ? source.messages : [];
  return {
    messages: messages.map((message) => {
      const { role, content } = (message ?? {}) as { role?: unknown; content?: unknown };
      return { role: typeof role === "string" ? role : "unknown", content: contentBlocks(content) };
    }),
    ...(typeof source.systemPrompt === "string" ? { systemPrompt: source.systemPrompt } : {}),
    ...(source.modelPreferences === undefined ? {} : { modelPreferences: source.modelPreferences }),
    ...(typeof source.maxTokens === "number" ? { maxTokens: source.maxTokens } : {}),
    ...(typeof source.temperature === "number" ? { temperature: source.temperature } : {}),
    ...(Array.isArray(source.stopSequences)
      ? {
          stopSequences: source.stopSequences.filter(
            (item): item is string => typeof item === "string",
          ),
        }
      : {}),
    ...(typeof source.includeContext === "string" ? { includeContext: source.includeContext } : {}),
  };
}

/** The model names the server hinted at in `modelPreferences.hints`, in order. */
export function modelHints(view: Pick<SamplingRequestView, "modelPreferences">): string[] {
  const hints = (view.modelPreferences as { hints?: unknown } | undefined)?.hints;
  if (!Array.isArray(hints)) return [];
  return hints
    .map((hint) => (hint as { name?: unknown } | null)?.name)
    .filter((name): name is string => typeof name === "string" && name !== "");
}

/** The hand form's starting values: empty text, the first hinted model, `endTurn`. */
export function emptySamplingDraft(view: SamplingRequestView): SamplingFormValues {
  return { text: "", model: modelHints(view)[0] ?? "", stopReason: "endTurn" };
}

/**
 * The answer a filled hand form sends: an assistant text message with its model and stop
 * reason, or the problems that stop it (a model name is required).
 */
export function samplingAnswer(
  draft: SamplingFormValues,
): { answer: PendingAnswer } | { problems: string[] } {
  const model = draft.model.trim();
  const stopReason = draft.stopReason.trim();
  const problems: string[] = [];
  if (model === "")
    problems.push("Name the model that answered (the result's model field is required).");
  if (problems.length > 0) return { problems };
  return {
    answer: {
      result: {
        role: "assistant",
        content: { type: "text", text: draft.text },
        model,
        ...(stopReason === "" ? {} : { stopReason }),
      },
    },
  };
}

/** The answer that declines a sampling request: a JSON-RPC error the server receives. */
export function samplingDecline(): PendingAnswer {
  return {
    error: {
      code: USER_REJECTED_CODE,
      message: "The person declined the sampling request in Loupe's inspector.",
    },
  };
}

/** Fills the hand form from a proposed `CreateMessageResult` (a model's draft). */
export function draftFromResult(result: unknown, fallbackModel: string): SamplingFormValues {
  const source = (result ?? {}) as { content?: unknown; model?: unknown; stopReason?: unknown };
  const text = contentBlocks(source.content)
    .filter((block) => block.type === "text" && typeof block.text === "string")
    .map((block) => block.text)
    .join("\n");
  return {
    text,
    model: typeof source.model === "string" && source.model !== "" ? source.model : fallbackModel,
    stopReason: typeof source.stopReason === "string" ? source.stopReason : "endTurn",
  };
}
