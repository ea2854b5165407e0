import { actionFromToolCall } from "@/lib/dialects/native/action-from-tool-call";
import { parseXmlAnswer } from "@/lib/dialects/xml/streaming-parser";
import type { DialectId, ParsedAction } from "@/lib/events/types";
import type { AssembledAnswer } from "@/lib/llm/model-part";

/**
 * Every action an answer holds, as the dialect reads it: the XML tags of its text in order (the
 * last one `partial` when the text ends inside it), or each native tool call. A live host acts
 * on the first only; a capture shows them all.
 */
export function captureActions(
  answer: Pick<AssembledAnswer, "content" | "toolCalls">,
  dialect: DialectId,
): ParsedAction[] {
  if (dialect === "xml") return parseXmlAnswer(answer.content).actions;
  return answer.toolCalls.map((call, index) =>
    actionFromToolCall(call, index, answer.content.length),
  );
}
