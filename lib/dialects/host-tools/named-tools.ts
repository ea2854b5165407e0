import type { DialectServer } from "@/lib/dialects/dialect";
import type { ActionSource, HostActionRequest } from "@/lib/dialects/host-action";
import type { ParsedAction } from "@/lib/events/types";
import { findHostTool } from "./catalogue";
import { catalogueSource, catalogueUseOf } from "./catalogue-host-action";
import { hostToolInputSchema } from "./input-schema";

/**
 * The tools of the text dialects that name a tool and give it a JSON input (react-text's
 * `Action:` / `Action Input:`, json's `{"action", "action_input"}`): an MCP tool is named
 * `server.tool` (a server name holds no dot, so the first dot splits it), a built-in by its
 * catalogue name, and the final answer is `Final Answer` (or the paper's `Finish`).
 */

/** Between server and tool in a text dialect's tool name: `weather.get_forecast`. */
export const NAMED_TOOL_SEPARATOR = ".";

/** The name that ends the run with its input as the answer. */
export const FINAL_ANSWER_NAME = "Final Answer";

/** One tool as a text dialect's prompt lists it. */
export interface NamedTool {
  name: string;
  description: string;
  inputSchema: unknown;
}

/** The built-ins the text dialects offer (the final answer is their own word, commands opt-in). */
export const OFFERED_BUILTINS: readonly string[] = [
  "write_to_file",
  "read_file",
  "list_files",
  "search_files",
  "replace_in_file",
  "ask_followup_question",
];
/**
 * The built-ins a text dialect reads though its default prompt does not offer them: a prompt
 * edited to offer them gets them (the host's new task and plan-mode reply wait for the person).
 */
export const OPT_IN_BUILTINS: readonly string[] = ["new_task", "plan_mode_respond"];
/** The built-in that reads an MCP resource, offered when a server has resources. */
export const RESOURCE_TOOL = "access_mcp_resource";
/** The names a model may give the final answer: `Final Answer`, the paper's `Finish`. */
export const FINAL_ANSWER_NAMES = /^(final[ _]?answer|finish)$/i;

/** Every tool offered in these servers' prompt: MCP tools first, then the host's built-ins. */
export function namedTools(servers: readonly DialectServer[]): NamedTool[] {
  const tools: NamedTool[] = servers.flatMap((server) =>
    server.tools.map((tool) => ({
      name: `${server.name}${NAMED_TOOL_SEPARATOR}${tool.name}`,
      description: `${tool.description ?? tool.name} (MCP server '${server.name}')`,
      inputSchema: tool.inputSchema ?? { type: "object", properties: {} },
    })),
  );
  const hasResources = servers.some(
    (server) => server.resources.length > 0 || server.resourceTemplates.length > 0,
  );
  const builtins = hasResources ? [...OFFERED_BUILTINS, RESOURCE_TOOL] : OFFERED_BUILTINS;
  for (const name of builtins) {
    const definition = findHostTool(name);
    if (definition) {
      tools.push({
        name,
        description: definition.description,
        inputSchema: hostToolInputSchema(definition),
      });
    }
  }
  return tools;
}

/**
 * How a named tool use is shown: an MCP tool by the name the model wrote (`weather.get_forecast`),
 * the final answer as `Final Answer`, a built-in by its name and what it works on.
 */
export function namedToolSource(action: Pick<ParsedAction, "name" | "params">): ActionSource {
  const shown = catalogueSource(action);
  const { server_name: server, tool_name: tool } = action.params;
  if (action.name === "use_mcp_tool" && server && tool) {
    return { ...shown, name: `${server}${NAMED_TOOL_SEPARATOR}${tool}`, detail: `on ${server}` };
  }
  if (action.name === "attempt_completion") return { ...shown, name: FINAL_ANSWER_NAME };
  return shown;
}

/**
 * A named tool use's parameters as its text dialect writes them: an MCP tool's JSON input under
 * `labels.input`, the final answer's text under `labels.finish`, a built-in tool's parameters as
 * one JSON input.
 */
export function namedToolParams(
  action: Pick<ParsedAction, "name" | "params">,
  labels: { input: string; finish: string },
): Record<string, string> {
  const { params } = action;
  if (action.name === "use_mcp_tool") return { [labels.input]: params.arguments ?? "" };
  if (action.name === "attempt_completion") return { [labels.finish]: params.result ?? "" };
  return Object.keys(params).length === 0 ? {} : { [labels.input]: JSON.stringify(params) };
}

/** A host action as a named tool use: the final answer's text, or a tool name and its input. */
export type NamedToolRequest =
  | { kind: "finish"; result: string }
  | { kind: "tool"; name: string; input: Record<string, unknown> };

/** The named tool use that asks for a host action: `readNamedToolUse` (read-named-tool-use.ts), inverted. */
export function namedToolRequestOf(action: HostActionRequest): NamedToolRequest {
  if (action.kind === "finish") return { kind: "finish", result: action.result };
  if (action.kind === "mcp-tool") {
    return {
      kind: "tool",
      name: `${action.server}${NAMED_TOOL_SEPARATOR}${action.tool}`,
      input: action.arguments,
    };
  }
  return { kind: "tool", ...catalogueFieldsOf(action) };
}

/** A built-in host action as a catalogue tool and its fields (`options` as the array it is). */
export function catalogueFieldsOf(action: HostActionRequest): {
  name: string;
  input: Record<string, unknown>;
} {
  const use = catalogueUseOf(action);
  const input = Object.fromEntries(
    Object.entries(use.params).map(([name, value]) => [
      name,
      name === "options" ? JSON.parse(value) : value,
    ]),
  );
  return { name: use.tool, input };
}
