import { composeAnswer, type DemoDecision } from "@/lib/demo/model/compose-answer";
import { decideDataStep } from "@/lib/demo/model/decide-data-step";
import { decideAfterFailure, decideCompletion, decideWrite } from "@/lib/demo/model/decide-ending";
import type { DemoBehaviour } from "@/lib/demo/model/models";
import { buildContext } from "@/lib/demo/model/policy-context";
import { readHistory } from "@/lib/demo/model/read-history";
import { readSystemPrompt } from "@/lib/demo/model/read-system-prompt";
import { readTask } from "@/lib/demo/model/read-task";
import { type DemoChatMessage, messageText } from "@/lib/demo/model/request";

/**
 * Decides this turn from the whole request, as a model would: stop after a failure, gather the data
 * the task needs, write the file it asks for, then complete. Pure and deterministic.
 */
export function decideTurn(
  messages: readonly DemoChatMessage[],
  behaviour: DemoBehaviour,
): DemoDecision {
  const systemPrompt = messages
    .filter((message) => message.role === "system" || message.role === "developer")
    .map(messageText)
    .join("\n\n");
  const history = readHistory(messages);
  const context = buildContext(
    readSystemPrompt(systemPrompt),
    history,
    readTask(history.task),
    behaviour,
  );
  return (
    decideAfterFailure(context) ??
    decideDataStep(context) ??
    decideWrite(context) ??
    decideCompletion(context)
  );
}

/** The scripted model's answer text for a conversation, in the XML dialect. */
export function answerText(messages: readonly DemoChatMessage[], behaviour: DemoBehaviour): string {
  return composeAnswer(decideTurn(messages, behaviour), behaviour);
}
