import { type HostAction, intendedAction } from "@/lib/dialects";

/**
 * What an action works on, in one line: the MCP server and tool (`weather/get_forecast`), the
 * server and resource, or the file; undefined when it works on none of these.
 */
export function actionTarget(action: HostAction): string | undefined {
  const meant = intendedAction(action);
  switch (meant?.kind) {
    case "mcp-tool":
      return meant.server && meant.tool ? `${meant.server}/${meant.tool}` : undefined;
    case "mcp-resource":
      return meant.server && meant.uri ? `${meant.server} ${meant.uri}` : undefined;
    case "file-tool":
      return meant.args.path || undefined;
    default:
      return undefined;
  }
}
