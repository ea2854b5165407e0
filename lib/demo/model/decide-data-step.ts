import { chooseTool, type ToolPurpose } from "@/lib/demo/model/choose-tool";
import type { DemoDecision } from "@/lib/demo/model/compose-answer";
import { decideLocationQuestion } from "@/lib/demo/model/decide-location-question";
import { fillArguments, missingRequired } from "@/lib/demo/model/fill-arguments";
import type { PolicyContext } from "@/lib/demo/model/policy-context";
import type { PromptTool } from "@/lib/demo/model/read-system-prompt";
import { findingsBrief, hasFindings } from "@/lib/demo/model/report";

const purposeNouns: Record<ToolPurpose, string> = {
  forecast: "forecast",
  alerts: "weather alerts",
};

/** The purposes the task needs tools for, in the order the demo calls them. */
export function wantedPurposes(context: PolicyContext): ToolPurpose[] {
  const { wantsForecast, wantsAlerts } = context.intent;
  return [
    ...(wantsForecast ? ["forecast" as const] : []),
    ...(wantsAlerts ? ["alerts" as const] : []),
  ];
}

/**
 * The next call that gathers data: a listed resource the task names, then each wanted tool that has
 * no result yet. Asks for a location when it cannot fill the arguments. Undefined when all is gathered.
 */
export function decideDataStep(context: PolicyContext): DemoDecision | undefined {
  const { intent, history, prompt } = context;
  const uri = intent.resourceUri;
  const resource = prompt.servers
    .flatMap((server) => server.resources)
    .find((item) => item.uri === uri);
  if (resource && !history.resourceResults.has(resource.uri)) {
    return {
      thinking: `The task names ${resource.uri}, which the ${resource.serverName} server lists as a direct resource. I will read it with access_mcp_resource.`,
      action: { name: "access_mcp_resource", serverName: resource.serverName, uri: resource.uri },
    };
  }
  for (const purpose of wantedPurposes(context)) {
    const tool = chooseTool(prompt.servers, purpose);
    if (tool && !history.toolResults.has(tool.name)) return callTool(context, tool, purpose);
  }
  return undefined;
}

function callTool(context: PolicyContext, tool: PromptTool, purpose: ToolPurpose): DemoDecision {
  const { location, history, behaviour } = context;
  const filled = location ? fillArguments(tool, location) : {};
  if (!location || missingRequired(tool, filled).length > 0) {
    return decideLocationQuestion(context, tool, purpose);
  }
  const malformed = behaviour === "sloppy" && (history.mcpAttempts + 1) % 2 === 1;
  const thinking =
    behaviour === "sloppy"
      ? `I need the ${purposeNouns[purpose]} for ${location.name}.`
      : explainCall(context, tool, purpose, Object.keys(filled));
  return {
    thinking,
    action: {
      name: "use_mcp_tool",
      serverName: tool.serverName,
      toolName: tool.name,
      arguments: filled,
    },
    malformedArguments: malformed,
  };
}

function explainCall(
  context: PolicyContext,
  tool: PromptTool,
  purpose: ToolPurpose,
  names: string[],
): string {
  const { history, intent, findings, location } = context;
  if (history.last?.observation.kind === "invalid-json") {
    return `The host could not parse my arguments for ${tool.name} as JSON. I will retry with a properly formatted JSON object.`;
  }
  if (hasFindings(findings)) {
    return `I have part of the answer: ${findingsBrief(findings)}. The task also asks for ${purposeNouns[purpose]}, so I will call ${tool.name} next.`;
  }
  const place = location?.name ?? "the location";
  const goal =
    purpose === "forecast"
      ? `${intent.period ? `${intent.period.toLowerCase()}'s` : "the"} weather for ${place}`
      : `the active weather alerts for ${place}`;
  const file = intent.filePath ? `, written to ${intent.filePath}` : "";
  const where =
    location?.latitude !== undefined &&
    location.longitude !== undefined &&
    names.some((name) => /lat/i.test(name))
      ? ` ${place} is at about ${location.latitude.toFixed(4)}, ${location.longitude.toFixed(4)}.`
      : location?.state && names.some((name) => /state/i.test(name)) && place !== location.state
        ? ` ${place} is in ${location.state}.`
        : "";
  const later = wantedPurposes(context)
    .filter((other) => other !== purpose && chooseTool(context.prompt.servers, other))
    .map(verb);
  const steps = [verb(purpose), ...later, ...(intent.filePath ? ["write the file"] : [])];
  const plan =
    steps.length > 1
      ? `I will ${steps[0]} first, then ${steps.slice(1).join(", then ")}.`
      : `I will ${steps[0]}.`;
  return `The user wants ${goal}${file}. The connected ${tool.serverName} server offers ${tool.name}, which takes ${describeParameters(names)}.${where} ${plan}`;
}

function verb(purpose: ToolPurpose): string {
  return purpose === "forecast" ? "fetch the forecast" : "check the alerts";
}

function describeParameters(names: string[]): string {
  const withArticles = names.map((name) => `${/^[aeiou]/i.test(name) ? "an" : "a"} ${name}`);
  if (withArticles.length === 0) return "no arguments";
  if (withArticles.length === 1) return withArticles[0] ?? "";
  return `${withArticles.slice(0, -1).join(", ")} and ${withArticles.at(-1)}`;
}
