import { dialectFor, readCapturedAnswer } from "@/lib/dialects";
import type { EventPayloads, ParsedAction } from "@/lib/events/types";
import type { AssembledAnswer } from "@/lib/llm/model-part";

/**
 * Every action of a capture's answer: a proxied capture's native tool calls and the text the
 * dialect its request asked for reads (`requestTools` settled), else (an import, an older
 * capture) what the capture's dialect reads.
 */
export function captureActions(
  created: Pick<EventPayloads["session.created"], "dialect" | "requestTools">,
  answer: Pick<AssembledAnswer, "content" | "toolCalls">,
): ParsedAction[] {
  if (created.requestTools === undefined) return dialectFor(created.dialect).readAll(answer);
  return readCapturedAnswer(answer, { dialect: created.dialect, tools: created.requestTools });
}
