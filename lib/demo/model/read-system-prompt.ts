import type { ToolSchema } from "@/lib/demo/model/read-schema";
import { readServerBlock } from "@/lib/demo/model/read-server-block";

/** An MCP tool the system prompt lists, with its schema when one could be read. */
export interface PromptTool {
  serverName: string;
  name: string;
  description: string;
  schema?: ToolSchema;
}

/** A direct resource the system prompt lists for a server. */
export interface PromptResource {
  serverName: string;
  uri: string;
  name?: string;
}

/** One `## <name> (<transport>)` section of the prompt's connected-servers part. */
export interface PromptServer {
  name: string;
  transport?: string;
  tools: PromptTool[];
  resources: PromptResource[];
}

/** What the demo model learned from a system prompt: MCP servers and the built-in tools offered. */
export interface SystemPromptReading {
  servers: PromptServer[];
  /** Built-in tools whose `## <name>` section is present (all of them when the prompt lists none). */
  builtInTools: ReadonlySet<string>;
}

/** The host's built-in tools in the XML dialect, each with a `## <name>` section in the prompt. */
export const BUILT_IN_TOOLS: readonly string[] = [
  "execute_command",
  "read_file",
  "write_to_file",
  "replace_in_file",
  "list_files",
  "use_mcp_tool",
  "access_mcp_resource",
  "ask_followup_question",
  "attempt_completion",
];

const serversHeading = /^#\s+Connected MCP Servers\s*$/i;
const sectionEnd = /^(#\s|={3,}\s*$)/;

/**
 * Reads a system prompt leniently, as a model would: a person may have edited it, and one bad
 * schema or a missing heading must not hide the rest.
 */
export function readSystemPrompt(prompt: string): SystemPromptReading {
  const lines = prompt.replace(/\r\n?/g, "\n").split("\n");
  const headingIndex = lines.findIndex((line) => serversHeading.test(line));
  let serverLines: string[] = lines;
  let outside: string[] = [];
  if (headingIndex !== -1) {
    const rest = lines.slice(headingIndex + 1);
    const length = rest.findIndex((line) => sectionEnd.test(line));
    serverLines = length === -1 ? rest : rest.slice(0, length);
    outside = [...lines.slice(0, headingIndex), ...(length === -1 ? [] : rest.slice(length))];
  } else {
    outside = lines;
  }
  const servers = splitServerBlocks(serverLines)
    .map(readServerBlock)
    .filter((server) => headingIndex !== -1 || server.tools.length + server.resources.length > 0);
  return { servers, builtInTools: readBuiltInTools(outside) };
}

function splitServerBlocks(lines: string[]): string[][] {
  const blocks: string[][] = [];
  for (const line of lines) {
    if (/^##\s+\S/.test(line)) blocks.push([line]);
    else blocks.at(-1)?.push(line);
  }
  return blocks;
}

function readBuiltInTools(lines: string[]): ReadonlySet<string> {
  const listed = new Set<string>();
  for (const line of lines) {
    const name = /^##\s+([a-z_]+)\s*$/.exec(line)?.[1];
    if (name && BUILT_IN_TOOLS.includes(name)) listed.add(name);
  }
  return listed.size > 0 ? listed : new Set(BUILT_IN_TOOLS);
}
