/**
 * The host's tool catalogue (Cline-style names and parameters), shared by today's dialects: the
 * XML dialect renders and reads these as tags, the native one offers them as functions, so both
 * talk to the same host. One source for prompts, function lists and validation.
 */

/** How a parameter's text is read: trimmed to one line, kept as text, or parsed as JSON. */
export type HostToolParameterKind = "line" | "text" | "json-object" | "json-array";

/** One parameter of a host tool (a child tag in the XML dialect, a field in the native one). */
export interface HostToolParameter {
  name: string;
  required: boolean;
  kind: HostToolParameterKind;
  description: string;
  /**
   * The value may contain its own closing tag (file content, diffs): the LAST closing tag before
   * the tool's closing tag ends it, as Cline reads it.
   */
  greedy?: boolean;
}

/** One host tool the model may use. */
export interface HostToolDefinition {
  name: string;
  description: string;
  parameters: readonly HostToolParameter[];
}

/**
 * The optional checklist the host's tools carry (`- [ ] step` / `- [x] step`): the model keeps
 * its plan up to date with each tool use. The host shows it with the action and runs the tool as
 * if it were not there.
 */
export const taskProgressParameter: HostToolParameter = {
  name: "task_progress",
  required: false,
  kind: "text",
  description:
    "A checklist showing task progress after this tool use is completed, one `- [ ]` or `- [x]` line per step.",
};

/** Every tool the host knows; in the XML dialect only these tags are actions, all others are text. */
export const hostTools: readonly HostToolDefinition[] = [
  {
    name: "execute_command",
    description:
      "Request to run a command on the user's machine. Use it when the task needs a shell command. Explain what the command does.",
    parameters: [
      {
        name: "command",
        required: true,
        kind: "text",
        description: "The command to run, valid for the user's shell.",
      },
      {
        name: "requires_approval",
        required: true,
        kind: "line",
        description:
          "true when the command changes the system (installing, deleting, overwriting), false for safe read-only commands.",
      },
      taskProgressParameter,
    ],
  },
  {
    name: "write_to_file",
    description:
      "Request to write content to a file at the given path. If the file exists it is overwritten; if not, it is created, with any missing directories.",
    parameters: [
      {
        name: "path",
        required: true,
        kind: "line",
        description: "The path of the file to write, relative to the workspace.",
      },
      {
        name: "content",
        required: true,
        kind: "text",
        greedy: true,
        description:
          "The complete content of the file. Always give the whole file, without omissions.",
      },
      taskProgressParameter,
    ],
  },
  {
    name: "read_file",
    description:
      "Request to read the contents of a file at the given path, to examine a file whose contents you do not know.",
    parameters: [
      {
        name: "path",
        required: true,
        kind: "line",
        description: "The path of the file to read, relative to the workspace.",
      },
      taskProgressParameter,
    ],
  },
  {
    name: "list_files",
    description:
      "Request to list the files and directories in a directory. Without recursive, only the top level is listed.",
    parameters: [
      {
        name: "path",
        required: false,
        kind: "line",
        description:
          "The directory to list, relative to the workspace; the workspace root if omitted.",
      },
      {
        name: "recursive",
        required: false,
        kind: "line",
        description: "true to list files recursively, false or omitted for the top level only.",
      },
      taskProgressParameter,
    ],
  },
  {
    name: "replace_in_file",
    description:
      "Request to replace sections of an existing file using SEARCH/REPLACE blocks, for targeted changes to parts of a file.",
    parameters: [
      {
        name: "path",
        required: true,
        kind: "line",
        description: "The path of the file to change, relative to the workspace.",
      },
      {
        name: "diff",
        required: true,
        kind: "text",
        greedy: true,
        description:
          "One or more blocks of the form:\n  ------- SEARCH\n  [exact content to find]\n  =======\n  [new content to replace with]\n  +++++++ REPLACE",
      },
      taskProgressParameter,
    ],
  },
  {
    name: "ask_followup_question",
    description:
      "Ask the user a question to gather information you need to complete the task. Use it when something is ambiguous, not as a substitute for using tools.",
    parameters: [
      {
        name: "question",
        required: true,
        kind: "text",
        description: "The question to ask the user. It should be clear and specific.",
      },
      {
        name: "options",
        required: false,
        kind: "json-array",
        description:
          'A JSON array of 2 to 5 answers the user can pick from, e.g. ["Option 1", "Option 2"].',
      },
      taskProgressParameter,
    ],
  },
  {
    name: "attempt_completion",
    description:
      "Once the tool results confirm that the task is done, present the result to the user. Do not use it before the previous tool uses succeeded.",
    parameters: [
      {
        name: "result",
        required: true,
        kind: "text",
        description:
          "The result of the task, final and complete: do not end it with a question or an offer of further help.",
      },
      {
        name: "command",
        required: false,
        kind: "text",
        description: "A command that shows the result to the user, e.g. `open index.html`.",
      },
      taskProgressParameter,
    ],
  },
  {
    name: "use_mcp_tool",
    description:
      "Request to use a tool provided by a connected MCP server. Each server offers tools with their own capabilities and a schema for their input.",
    parameters: [
      {
        name: "server_name",
        required: true,
        kind: "line",
        description: "The name of the MCP server that provides the tool.",
      },
      {
        name: "tool_name",
        required: true,
        kind: "line",
        description: "The name of the tool to run.",
      },
      {
        name: "arguments",
        required: true,
        kind: "json-object",
        description: "A JSON object with the tool's input, following the tool's input schema.",
      },
      taskProgressParameter,
    ],
  },
  {
    name: "access_mcp_resource",
    description:
      "Request to read a resource provided by a connected MCP server, such as a file, an API response or system information.",
    parameters: [
      {
        name: "server_name",
        required: true,
        kind: "line",
        description: "The name of the MCP server that provides the resource.",
      },
      {
        name: "uri",
        required: true,
        kind: "line",
        description: "The URI of the resource to read.",
      },
      taskProgressParameter,
    ],
  },
  {
    name: "search_files",
    description:
      "Request to run a regex search across the files of a directory, recursively, with the lines around each match as context.",
    parameters: [
      {
        name: "path",
        required: true,
        kind: "line",
        description: "The directory to search in, relative to the workspace; searched recursively.",
      },
      {
        name: "regex",
        required: true,
        kind: "line",
        description: "The regular expression to search for.",
      },
      {
        name: "file_pattern",
        required: false,
        kind: "line",
        description: "A glob that filters the files searched, e.g. '*.md'; all files when omitted.",
      },
      taskProgressParameter,
    ],
  },
  {
    name: "new_task",
    description:
      "Request to start a new task preloaded with a summary of this one: what was being worked on, the key concepts, the relevant files, the problems solved and the next steps. The user sees the context and either creates the new task or answers with feedback.",
    parameters: [
      {
        name: "context",
        required: true,
        kind: "text",
        description:
          "The context to preload the new task with: current work, key technical concepts, relevant files and code, problem solving, pending tasks and next steps.",
      },
    ],
  },
  {
    name: "plan_mode_respond",
    description:
      "Respond to the user while planning a solution to the task: ask clarifying questions, present a plan, and wait for the user's answer. Only for PLAN MODE.",
    parameters: [
      {
        name: "response",
        required: true,
        kind: "text",
        description:
          "The response to the user: a chat response, with no tool use in it. Always put the response in this parameter.",
      },
      taskProgressParameter,
    ],
  },
];

/**
 * The tools a rendered prompt offers when the caller does not choose. Opt-in: execute_command
 * (Loupe never runs one), new_task (Loupe starts no task from a model's context) and
 * plan_mode_respond (Loupe has no plan mode; a prompt for one names it).
 */
export const defaultPromptTools: readonly string[] = [
  "write_to_file",
  "read_file",
  "list_files",
  "search_files",
  "replace_in_file",
  "ask_followup_question",
  "attempt_completion",
  "use_mcp_tool",
  "access_mcp_resource",
];

const toolsByName = new Map(hostTools.map((tool) => [tool.name, tool]));

/** The definition of a host tool, or undefined when the name is not a known tool. */
export function findHostTool(name: string): HostToolDefinition | undefined {
  return toolsByName.get(name);
}
