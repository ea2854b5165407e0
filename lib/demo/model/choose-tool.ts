import { propertyRole } from "@/lib/demo/model/fill-arguments";
import type { PromptServer, PromptTool } from "@/lib/demo/model/read-system-prompt";

/** What the policy needs a tool for. */
export type ToolPurpose = "forecast" | "alerts";

/**
 * The listed tool that fits a purpose best, judged by its schema first (latitude and longitude for
 * a forecast, a `state` for alerts) and its name and description second; undefined when none fits.
 */
export function chooseTool(
  servers: readonly PromptServer[],
  purpose: ToolPurpose,
): PromptTool | undefined {
  let best: { tool: PromptTool; score: number } | undefined;
  for (const tool of servers.flatMap((server) => server.tools)) {
    const score = scoreTool(tool, purpose);
    if (score > 0 && (!best || score > best.score)) best = { tool, score };
  }
  return best?.tool;
}

function scoreTool(tool: PromptTool, purpose: ToolPurpose): number {
  const roles = new Set((tool.schema?.properties ?? []).map(propertyRole));
  const words = `${tool.name} ${tool.description}`;
  const wantedName = purpose === "forecast" ? /forecast|weather/i : /alert|warning/i;
  const otherName = purpose === "forecast" ? /alert|warning/i : /forecast/i;
  let score = 0;
  if (purpose === "forecast" && roles.has("latitude") && roles.has("longitude")) score += 10;
  if (purpose === "forecast" && roles.has("place") && wantedName.test(words)) score += 4;
  if (purpose === "alerts" && roles.has("state")) score += 10;
  if (wantedName.test(tool.name)) score += 3;
  else if (wantedName.test(tool.description)) score += 1;
  if (otherName.test(tool.name)) score -= 6;
  return score;
}
