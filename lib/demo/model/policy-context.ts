import { chooseTool } from "@/lib/demo/model/choose-tool";
import type { DemoAction, DemoDecision } from "@/lib/demo/model/compose-answer";
import { findLocation, type Location } from "@/lib/demo/model/find-location";
import type { DemoBehaviour } from "@/lib/demo/model/models";
import type { HistoryReading } from "@/lib/demo/model/read-history";
import type { SystemPromptReading } from "@/lib/demo/model/read-system-prompt";
import type { TaskIntent } from "@/lib/demo/model/read-task";
import { type Findings, reportAnswer } from "@/lib/demo/model/report";
import { summarizeAlerts } from "@/lib/demo/model/summarize-alerts";
import { summarizeForecast } from "@/lib/demo/model/summarize-forecast";

/** Everything one turn's decision is made from; built once per request. */
export interface PolicyContext {
  prompt: SystemPromptReading;
  history: HistoryReading;
  intent: TaskIntent;
  behaviour: DemoBehaviour;
  location?: Location;
  findings: Findings;
}

/** Builds the context: where the task is about (latest reply first, then the task) and what was found. */
export function buildContext(
  prompt: SystemPromptReading,
  history: HistoryReading,
  intent: TaskIntent,
  behaviour: DemoBehaviour,
): PolicyContext {
  const sources = [...history.replies].reverse().concat(history.task);
  const location = sources.map(findLocation).find((found) => found !== undefined);
  const forecastTool = chooseTool(prompt.servers, "forecast");
  const alertsTool = chooseTool(prompt.servers, "alerts");
  const forecastText = forecastTool && history.toolResults.get(forecastTool.name);
  const alertsText = alertsTool && history.toolResults.get(alertsTool.name);
  const resourceText = intent.resourceUri && history.resourceResults.get(intent.resourceUri);
  const findings: Findings = {
    location,
    forecast:
      forecastText === undefined ? undefined : summarizeForecast(forecastText, intent.period),
    alerts: alertsText === undefined ? undefined : summarizeAlerts(alertsText),
    resource:
      intent.resourceUri && resourceText !== undefined
        ? { uri: intent.resourceUri, text: resourceText }
        : undefined,
    chinese: intent.chinese,
  };
  return { prompt, history, intent, behaviour, location, findings };
}

/** Ends the task: `attempt_completion` with what was found plus a note, or plain text when the prompt offers no way to finish. */
export function finish(context: PolicyContext, thinking: string, note: string): DemoDecision {
  const report = reportAnswer(context.findings);
  const separator = report.includes("\n") ? "\n\n" : context.intent.chinese ? "" : " ";
  const result = [report, note].filter(Boolean).join(separator);
  const action: DemoAction = context.prompt.builtInTools.has("attempt_completion")
    ? { name: "attempt_completion", result }
    : { name: "plain_text", text: result };
  return { thinking, action };
}

/** Picks the English or Chinese wording for the task's language. */
export function inLanguage(context: PolicyContext, english: string, chinese: string): string {
  return context.intent.chinese ? chinese : english;
}
