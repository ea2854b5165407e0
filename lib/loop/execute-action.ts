import type { ParsedAction } from "@/lib/events/types";
import type { WorkspaceFiles } from "@/lib/workspace/virtual-workspace";
import { listFiles, readFile, replaceInFile, writeFile } from "@/lib/workspace/virtual-workspace";

/** The narrow view of an MCP connection the loop needs; the real one taps every message. */
export interface ActionMcpClient {
  callTool(
    serverName: string,
    toolName: string,
    args: Record<string, unknown>,
  ): Promise<{ text: string; isError: boolean }>;
  readResource(serverName: string, uri: string): Promise<{ text: string }>;
}

/** What executing an action produced, before it is formatted for the model. */
export interface ActionOutcome {
  source: "mcp" | "builtin" | "host";
  /** The result text (not yet in the dialect's observation format). */
  text: string;
  isError: boolean;
  write?: { path: string; content: string };
}

/**
 * Carries out a parsed action: MCP tools and resources through the connection, file tools on the
 * virtual workspace. Never throws for a bad action: the model gets an error it can act on.
 */
export async function executeAction(
  action: ParsedAction,
  dependencies: { mcp: ActionMcpClient; files: WorkspaceFiles },
): Promise<ActionOutcome> {
  const { params } = action;
  const missing = (name: string) => hostError(`Missing value for required parameter '${name}'.`);
  switch (action.name) {
    case "use_mcp_tool": {
      if (!params.server_name) return missing("server_name");
      if (!params.tool_name) return missing("tool_name");
      const args = action.json ?? {};
      const result = await dependencies.mcp.callTool(params.server_name, params.tool_name, args);
      return { source: "mcp", text: result.text, isError: result.isError };
    }
    case "access_mcp_resource": {
      if (!params.server_name) return missing("server_name");
      if (!params.uri) return missing("uri");
      const result = await dependencies.mcp.readResource(params.server_name, params.uri);
      return { source: "mcp", text: result.text, isError: false };
    }
    case "write_to_file":
      if (params.path === undefined) return missing("path");
      if (params.content === undefined) return missing("content");
      return { source: "builtin", ...writeFile(dependencies.files, params.path, params.content) };
    case "read_file":
      if (params.path === undefined) return missing("path");
      return { source: "builtin", ...readFile(dependencies.files, params.path) };
    case "list_files":
      return { source: "builtin", ...listFiles(dependencies.files, params.path) };
    case "replace_in_file":
      if (params.path === undefined) return missing("path");
      if (params.diff === undefined) return missing("diff");
      return { source: "builtin", ...replaceInFile(dependencies.files, params.path, params.diff) };
    case "execute_command":
      return hostError("Loupe never runs commands. Mock this action to give the model an output.");
    case "ask_followup_question":
      return hostError(
        "A follow-up question is answered by a person: use Mock and type the answer.",
      );
    default:
      return hostError(`Loupe cannot execute <${action.name}>.`);
  }
}

function hostError(text: string): ActionOutcome {
  return { source: "host", text, isError: true };
}
