import {
  defaultPromptTools,
  findHostTool,
  type HostToolDefinition,
  taskProgressParameter,
} from "@/lib/dialects/host-tools/catalogue";
import { renderExampleCall } from "./example-call";
import { xmlToolUsage } from "./tool-usage";

/** One connected MCP server as the prompt lists it. */
export interface XmlPromptServer {
  name: string;
  /** How it is reached, e.g. `Streamable HTTP: /api/demo/mcp`. */
  transportLabel: string;
  tools: Array<{ name: string; description?: string; inputSchema: unknown }>;
  resources?: Array<{ uri: string; name?: string; description?: string }>;
  resourceTemplates?: Array<{ uriTemplate: string; name?: string; description?: string }>;
}

/** What the XML system prompt is rendered from. */
export interface XmlPromptContext {
  servers: XmlPromptServer[];
  /** Tool tags to describe, in this order; defaults to `defaultPromptTools`. */
  builtinTools?: string[];
}

const separator = "====";

/**
 * Renders the Cline-style system prompt of the XML dialect: tool use format, one section per
 * offered tool, guidelines, connected MCP servers, rules and objective. Same input, same text.
 */
export function renderXmlSystemPrompt(context: XmlPromptContext): string {
  const tools = (context.builtinTools ?? defaultPromptTools)
    .map((name) => findHostTool(name))
    .filter((tool): tool is HostToolDefinition => tool !== undefined)
    .filter((tool, index, all) => all.indexOf(tool) === index);
  const offered = new Set(tools.map((tool) => tool.name));
  const tracksProgress = tools.some((tool) => tool.parameters.includes(taskProgressParameter));
  return [
    "You are an agent that completes the user's task step by step, using the tools described below.",
    separator,
    renderToolUse(tools, offered, context.servers),
    separator,
    ...(tracksProgress ? [renderTaskProgress(), separator] : []),
    renderMcpServers(context.servers),
    separator,
    renderRules(offered),
    separator,
    renderObjective(offered),
  ].join("\n\n");
}

/** The first user message of a session: the task wrapped in `<task>` tags. */
export function formatTaskMessage(task: string): string {
  return `<task>\n${task}\n</task>`;
}

function renderToolUse(
  tools: HostToolDefinition[],
  offered: Set<string>,
  servers: readonly XmlPromptServer[],
): string {
  const sections = [
    "TOOL USE",
    "You have access to a set of tools that are executed upon the user's approval. You can use one tool per message, and will receive the result of that tool use in the user's response. You use tools step by step to accomplish a given task, with each tool use informed by the result of the previous tool use.",
    "# Tool Use Formatting",
    "Tool use is formatted using XML-style tags. The tool name is enclosed in opening and closing tags, and each parameter is similarly enclosed within its own set of tags. Here's the structure:",
    "<tool_name>\n<parameter1_name>value1</parameter1_name>\n<parameter2_name>value2</parameter2_name>\n...\n</tool_name>",
    "For example:",
    "<read_file>\n<path>src/main.js</path>\n</read_file>",
    "Always adhere to this format for the tool use to ensure proper parsing and execution.",
    "# Tools",
    ...tools.map(renderToolSection),
  ];
  if (offered.has("use_mcp_tool")) {
    sections.push("# Example", "## Requesting to use an MCP tool", renderExampleCall(servers));
  }
  sections.push("# Tool Use Guidelines", renderGuidelines());
  return sections.join("\n\n");
}

function renderToolSection(tool: HostToolDefinition): string {
  const parameters = tool.parameters.map(
    (parameter) =>
      `- ${parameter.name}: (${parameter.required ? "required" : "optional"}) ${parameter.description}`,
  );
  return [
    `## ${tool.name}`,
    `Description: ${tool.description}`,
    "Parameters:",
    ...parameters,
    "Usage:",
    xmlToolUsage[tool.name] ?? "",
  ].join("\n");
}

function renderGuidelines(): string {
  return [
    "1. In <thinking> tags, assess what information you already have and what you still need to proceed with the task.",
    "2. Choose the most appropriate tool for the current step, based on the task and the tool descriptions.",
    "3. Use one tool at a time per message. Each step must be informed by the result of the previous one; do not assume the outcome of any tool use.",
    "4. Formulate your tool use using the XML format specified for each tool.",
    "5. After each tool use, the user will respond with the result of that tool use. Use it to decide the next step, or to fix an error.",
    "6. ALWAYS wait for the user to confirm the result of a tool use before proceeding.",
  ].join("\n");
}

function renderTaskProgress(): string {
  return [
    "UPDATING TASK PROGRESS",
    "Every tool that lists a task_progress parameter takes an optional checklist of the task's steps. Include it to keep the user informed of your progress:",
    "<task_progress>\n- [x] Get the forecast\n- [ ] Write the result to result.md\n</task_progress>",
    "- Give it as a parameter of its own inside the tool use, never inside another parameter.\n- One line per step: `- [ ]` for a step to do, `- [x]` for a step done.\n- Update it as steps are done; leave it out when nothing changed.",
  ].join("\n\n");
}

function renderMcpServers(servers: XmlPromptServer[]): string {
  const intro = [
    "MCP SERVERS",
    "The Model Context Protocol (MCP) enables communication between the system and MCP servers that provide additional tools and resources to extend your capabilities.",
    "# Connected MCP Servers",
    "When a server is connected, you can use the server's tools via the `use_mcp_tool` tool, and access the server's resources via the `access_mcp_resource` tool.",
  ];
  if (servers.length === 0) return [...intro, "(No MCP servers currently connected)"].join("\n\n");
  return [...intro, ...servers.map(renderServer)].join("\n\n");
}

function renderServer(server: XmlPromptServer): string {
  const parts = [`## ${server.name} (${server.transportLabel})`];
  if (server.tools.length > 0) {
    parts.push(`### Available Tools\n${server.tools.map(renderMcpTool).join("\n\n")}`);
  }
  const resources = server.resources ?? [];
  if (resources.length > 0) {
    parts.push(`### Direct Resources\n${resources.map(renderResource).join("\n")}`);
  }
  const templates = server.resourceTemplates ?? [];
  if (templates.length > 0) {
    parts.push(`### Resource Templates\n${templates.map(renderResourceTemplate).join("\n")}`);
  }
  if (parts.length === 1) parts.push("(No tools or resources)");
  return parts.join("\n\n");
}

function renderMcpTool(tool: XmlPromptServer["tools"][number]): string {
  const heading = tool.description ? `- ${tool.name}: ${tool.description}` : `- ${tool.name}`;
  const schema = prettyJson(tool.inputSchema)
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");
  return `${heading}\n    Input Schema:\n${schema}`;
}

function renderResource(resource: NonNullable<XmlPromptServer["resources"]>[number]): string {
  const name = resource.name ? ` (${resource.name})` : "";
  const description = resource.description ? `: ${resource.description}` : "";
  return `- ${resource.uri}${name}${description}`;
}

function renderResourceTemplate(
  template: NonNullable<XmlPromptServer["resourceTemplates"]>[number],
): string {
  const name = template.name ? ` (${template.name})` : "";
  const description = template.description ? `: ${template.description}` : "";
  return `- ${template.uriTemplate}${name}${description}`;
}

/** Pretty JSON with 2-space indent; a schema that cannot be serialized says so instead of throwing. */
function prettyJson(value: unknown): string {
  try {
    return JSON.stringify(value ?? {}, null, 2) ?? "{}";
  } catch {
    return '{ "error": "this schema could not be serialized" }';
  }
}

function renderRules(offered: Set<string>): string {
  const rules = [
    "- Paths are relative to the workspace the host gives you.",
    "- Only use the tools listed in this prompt, with exactly the parameters they list.",
    "- Before each tool use, think in <thinking> tags about what you know and what you need.",
    "- Use one tool per message and wait for its result before the next step.",
  ];
  if (offered.has("write_to_file")) {
    rules.push(
      "- When writing a file with write_to_file, give its complete content, never a partial update.",
    );
  }
  if (offered.has("search_files")) {
    rules.push(
      "- To find text across the workspace, use search_files with a regex instead of reading every file.",
    );
  }
  if (offered.has("new_task")) {
    rules.push(
      "- Use new_task only when the user asks for a new task or the conversation has grown too long; its context must let the new task continue without this conversation.",
    );
  }
  if (offered.has("plan_mode_respond")) {
    rules.push(
      "- In PLAN MODE, answer the user with plan_mode_respond, and only once you have gathered the information you need; the user switches to ACT MODE to carry out the plan.",
    );
  }
  if (offered.has("ask_followup_question")) {
    rules.push(
      "- Only ask the user questions with ask_followup_question, and only when you cannot find the answer with the other tools.",
    );
  }
  if (offered.has("attempt_completion")) {
    rules.push(
      "- When the task is done, use attempt_completion. Its result must be final: do not end it with a question or an offer of further help.",
    );
  }
  if (offered.has("use_mcp_tool") || offered.has("access_mcp_resource")) {
    rules.push(
      "- MCP tools and resources are used one at a time, like the other tools; wait for each result.",
    );
  }
  return ["RULES", rules.join("\n")].join("\n\n");
}

function renderObjective(offered: Set<string>): string {
  const steps = [
    "1. Analyze the task and set clear, achievable goals, in a logical order.",
    "2. Work through the goals one tool use at a time. Each tool use should bring you closer to the goal.",
    `3. Before calling a tool, think in <thinking> tags: which tool fits, and whether every required parameter is known or can be inferred.${offered.has("ask_followup_question") ? " If a required value is missing, ask for it with ask_followup_question instead of guessing." : ""}`,
  ];
  if (offered.has("attempt_completion")) {
    steps.push("4. Once the task is done, present the result with attempt_completion.");
  }
  return [
    "OBJECTIVE",
    "You accomplish the given task iteratively, breaking it down into clear steps and working through them methodically.",
    steps.join("\n"),
  ].join("\n\n");
}
