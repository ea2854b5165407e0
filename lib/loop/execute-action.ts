import type { ValidHostAction } from "@/lib/dialects";
import { searchFiles } from "@/lib/workspace/search-files";
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

/** What running a host action produced, before the dialect words it for the model. */
export interface ExecutionResult {
  source: "mcp" | "builtin" | "host";
  /** The result text (not yet in the dialect's observation format). */
  text: string;
  isError: boolean;
  write?: { path: string; content: string };
}

/**
 * Carries out a host action: MCP tools and resources through the connection, file tools on the
 * virtual workspace. Never throws for an action it will not run: the model gets an error it can
 * act on.
 */
export async function executeAction(
  action: ValidHostAction,
  dependencies: { mcp: ActionMcpClient; files: WorkspaceFiles },
): Promise<ExecutionResult> {
  switch (action.kind) {
    case "mcp-tool": {
      const result = await dependencies.mcp.callTool(action.server, action.tool, action.arguments);
      return { source: "mcp", text: result.text, isError: result.isError };
    }
    case "mcp-resource": {
      const result = await dependencies.mcp.readResource(action.server, action.uri);
      return { source: "mcp", text: result.text, isError: false };
    }
    case "file-tool":
      return { source: "builtin", ...(await runFileTool(action, dependencies.files)) };
    case "command":
      return hostError("Loupe never runs commands. Mock this action to give the model an output.");
    case "question":
      return hostError(
        "A follow-up question is answered by a person: use Mock and type the answer.",
      );
    case "new-task":
      return hostError(
        "A new task is the person's call: use Mock and type their feedback, or leave it empty to create it.",
      );
    case "plan-response":
      return hostError("A plan-mode reply waits for the person: use Mock and type their answer.");
    case "finish":
      return hostError(`Loupe cannot execute <${action.source.name}>.`);
  }
}

async function runFileTool(
  action: Extract<ValidHostAction, { kind: "file-tool" }>,
  files: WorkspaceFiles,
): Promise<Omit<ExecutionResult, "source">> {
  switch (action.which) {
    case "write":
      return writeFile(files, action.args.path, action.args.content);
    case "read":
      return readFile(files, action.args.path);
    case "list":
      return listFiles(files, action.args.path);
    case "replace":
      return replaceInFile(files, action.args.path, action.args.diff);
    case "search":
      return searchFiles(files, action.args.path, action.args.regex, action.args.file_pattern);
  }
}

function hostError(text: string): ExecutionResult {
  return { source: "host", text, isError: true };
}
