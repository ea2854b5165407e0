import type { ParsedAction } from "@/lib/events/types";

/** A one-line name for an action: `use_mcp_tool weather/get_forecast`, `write_to_file result.md`. */
export function actionTarget(action: Pick<ParsedAction, "params">): string | undefined {
  const { params } = action;
  if (params.server_name && params.tool_name) return `${params.server_name}/${params.tool_name}`;
  if (params.server_name && params.uri) return `${params.server_name} ${params.uri}`;
  return params.path ?? params.tool_name ?? undefined;
}
