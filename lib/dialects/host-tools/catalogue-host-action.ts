import type {
  ActionSource,
  HostAction,
  HostActionRequest,
  ValidHostAction,
} from "@/lib/dialects/host-action";
import type { ParsedAction } from "@/lib/events/types";

/**
 * The host action a catalogue reading stands for (both of today's dialects read their answers
 * into the catalogue's tools and parameters): a valid reading is what the host runs, an invalid
 * one keeps its reasons and its best reading. `source` is how the dialect shows it.
 */
export function catalogueHostAction(action: ParsedAction, source: ActionSource): HostAction {
  const meant = meantAction(action, source);
  if (action.valid && meant) return meant;
  const reasons =
    action.valid && !meant ? [`'${action.name}' is not an action the host knows`] : action.errors;
  return { kind: "invalid", source, reasons, ...(meant ? { meant } : {}) };
}

/**
 * How a catalogue reading is shown: its tool's name and what it works on
 * (`weather/get_forecast`, `result.md`), and said as the name and the tool or target.
 */
export function catalogueSource(action: Pick<ParsedAction, "name" | "params">): ActionSource {
  const target = catalogueTarget(action.params);
  return {
    name: action.name,
    ...(target === undefined ? {} : { detail: target }),
    spoken: spokenName(action),
  };
}

/** How a screen reader says a catalogue reading: `use_mcp_tool get_forecast`, `write_to_file result.md`. */
export function spokenName(action: Pick<ParsedAction, "name" | "params">): string {
  const object = action.params.tool_name ?? catalogueTarget(action.params);
  return object ? `${action.name} ${object}` : action.name;
}

function catalogueTarget(params: Record<string, string>): string | undefined {
  if (params.server_name && params.tool_name) return `${params.server_name}/${params.tool_name}`;
  if (params.server_name && params.uri) return `${params.server_name} ${params.uri}`;
  return params.path ?? params.tool_name ?? undefined;
}

function meantAction(action: ParsedAction, source: ActionSource): ValidHostAction | undefined {
  const { params } = action;
  const text = (name: string) => params[name] ?? "";
  switch (action.name) {
    case "use_mcp_tool":
      return {
        kind: "mcp-tool",
        source,
        server: text("server_name"),
        tool: text("tool_name"),
        arguments: action.json ?? {},
      };
    case "access_mcp_resource":
      return { kind: "mcp-resource", source, server: text("server_name"), uri: text("uri") };
    case "write_to_file":
      return {
        kind: "file-tool",
        source,
        which: "write",
        args: { path: text("path"), content: text("content") },
      };
    case "read_file":
      return { kind: "file-tool", source, which: "read", args: { path: text("path") } };
    case "list_files":
      return {
        kind: "file-tool",
        source,
        which: "list",
        args: params.path === undefined ? {} : { path: params.path },
      };
    case "replace_in_file":
      return {
        kind: "file-tool",
        source,
        which: "replace",
        args: { path: text("path"), diff: text("diff") },
      };
    case "search_files":
      return {
        kind: "file-tool",
        source,
        which: "search",
        args: {
          path: text("path"),
          regex: text("regex"),
          ...(params.file_pattern ? { file_pattern: params.file_pattern } : {}),
        },
      };
    case "execute_command":
      return { kind: "command", source, command: text("command") };
    case "ask_followup_question": {
      const options = action.json?.options;
      return {
        kind: "question",
        source,
        question: text("question"),
        ...(Array.isArray(options) ? { options: options.map(String) } : {}),
      };
    }
    case "attempt_completion":
      return { kind: "finish", source, result: text("result") };
    case "new_task":
      return { kind: "new-task", source, context: text("context") };
    case "plan_mode_respond":
      return { kind: "plan-response", source, response: text("response") };
    default:
      return undefined;
  }
}

/** A host tool and its parameter values, as a dialect writes a use of it. */
export interface CatalogueUse {
  tool: string;
  /** Text parameters by name; `arguments` (and `options`) as JSON. */
  params: Record<string, string>;
}

/** The catalogue tool and parameters that ask for a host action: `catalogueHostAction`, inverted. */
export function catalogueUseOf(action: HostActionRequest): CatalogueUse {
  switch (action.kind) {
    case "mcp-tool":
      return {
        tool: "use_mcp_tool",
        params: {
          server_name: action.server,
          tool_name: action.tool,
          arguments: JSON.stringify(action.arguments),
        },
      };
    case "mcp-resource":
      return {
        tool: "access_mcp_resource",
        params: { server_name: action.server, uri: action.uri },
      };
    case "file-tool":
      return { tool: fileTools[action.which], params: { ...action.args } };
    case "command":
      return {
        tool: "execute_command",
        params: { command: action.command, requires_approval: "false" },
      };
    case "question":
      return {
        tool: "ask_followup_question",
        params: {
          question: action.question,
          ...(action.options ? { options: JSON.stringify(action.options) } : {}),
        },
      };
    case "finish":
      return { tool: "attempt_completion", params: { result: action.result } };
    case "new-task":
      return { tool: "new_task", params: { context: action.context } };
    case "plan-response":
      return { tool: "plan_mode_respond", params: { response: action.response } };
  }
}

const fileTools = {
  write: "write_to_file",
  read: "read_file",
  list: "list_files",
  replace: "replace_in_file",
  search: "search_files",
} as const;
