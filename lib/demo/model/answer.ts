import { type DemoChatRequest, messageText } from "@/lib/demo/model/chat-request-schema";
import { requestDigest } from "@/lib/demo/model/completion-body";
import { findDemoModel } from "@/lib/demo/model/models";
import { decideStep } from "@/lib/demo/model/policy";
import { readHistory } from "@/lib/demo/model/read-history";
import { readOffer } from "@/lib/demo/model/read-offer";
import { renderStep } from "@/lib/demo/model/render-step";
import { LoupeError } from "@/lib/errors";

/** The demo model's whole answer to one request, before it is framed as JSON or SSE. */
export interface DemoAnswer {
  text: string;
  /** The one function call of a native answer, its arguments as the JSON text streamed. */
  toolCall?: { id: string; name: string; arguments: string };
  finishReason: "stop" | "length" | "tool_calls";
  /** The stop sequence that ended the text, when one did (Anthropic's `stop_sequence`). */
  stopSequence?: string;
  /** Token counts in OpenAI's shape, roughly: one token per four characters. */
  usage: Record<"prompt_tokens" | "completion_tokens" | "total_tokens", number>;
}

/**
 * Answers a chat-completions request with the script, in the dialect the request speaks,
 * honouring `stop` and the token limit (a cut answer loses its tool call); same request, same
 * answer. `demo-sloppy` breaks its first tool call (in each dialect its own way, see
 * `renderStep`) and (xml) completes without `<thinking>`. Throws `model:not_found` for a model the demo does not serve.
 */
export function answerChatCompletion(request: DemoChatRequest): DemoAnswer {
  const model = findDemoModel(request.model);
  if (!model) {
    throw new LoupeError("model:not_found", `The demo serves no model "${request.model}".`);
  }
  const sloppy = model.behaviour === "sloppy";
  const offer = readOffer(request);
  const history = readHistory(request.messages);
  const step = decideStep(offer, history);
  const rendered = renderStep(step, {
    dialect: offer.dialect,
    malformedArguments: sloppy && step.action === "call-tool" && history.toolCalls === 0,
    skipThinking: sloppy && step.action === "complete",
    completeAsText: !offer.canCompleteWithTool,
  });
  const { content } = rendered;
  const stops = [request.stop ?? []].flat().filter((stop) => stop !== "");
  const cuts = stops.map((stop) => content.indexOf(stop));
  const end = Math.min(content.length, ...cuts.filter((index) => index >= 0));
  const stopped = Array.from(content.slice(0, end));
  const limit = 4 * (request.max_completion_tokens ?? request.max_tokens ?? Infinity);
  const text = stopped.slice(0, limit).join("");
  const toolCall = text === content ? rendered.toolCall : undefined;
  const input = Math.ceil(request.messages.map(messageText).join("").length / 4);
  const output = Math.ceil((text + (toolCall?.arguments ?? "")).length / 4);
  const usage = { prompt_tokens: input, completion_tokens: output, total_tokens: input + output };
  const finishReason = stopped.length > limit ? "length" : "stop";
  const stopSequence = finishReason === "stop" ? stops[cuts.indexOf(end)] : undefined;
  if (!toolCall) return { text, finishReason, usage, ...(stopSequence ? { stopSequence } : {}) };
  const id = requestDigest(request).callId;
  return { text, toolCall: { id, ...toolCall }, finishReason: "tool_calls", usage };
}
