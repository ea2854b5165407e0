import type { DemoChatMessage } from "@/lib/demo/model/request";

/** A tool as the test prompt lists it. */
export interface TestPromptTool {
  name: string;
  description: string;
  /** Written as given, so a test can pass broken JSON. */
  schema: string;
}

/** A server as the test prompt lists it. */
export interface TestPromptServer {
  name: string;
  transport: string;
  tools: TestPromptTool[];
  resources?: { uri: string; name: string; description: string }[];
}

const forecastSchema = {
  type: "object",
  properties: {
    latitude: { type: "number", description: "Latitude of the location" },
    longitude: { type: "number", description: "Longitude of the location" },
  },
  required: ["latitude", "longitude"],
};

const alertsSchema = {
  type: "object",
  properties: { state: { type: "string", description: "Two-letter US state code (e.g. CA, NY)" } },
  required: ["state"],
};

/** The demo weather server as the XML dialect's prompt lists it. */
export const WEATHER_SERVER: TestPromptServer = {
  name: "weather",
  transport: "Streamable HTTP: /api/demo/mcp",
  tools: [
    {
      name: "get_forecast",
      description: "Get the weather forecast for a location.",
      schema: JSON.stringify(forecastSchema, null, 2),
    },
    {
      name: "get_alerts",
      description: "Get active weather alerts for a US state.",
      schema: JSON.stringify(alertsSchema, null, 2),
    },
  ],
  resources: [
    {
      uri: "weather://cities",
      name: "Known cities",
      description: "Cities with built-in forecasts.",
    },
  ],
};

const builtInSections = [
  "execute_command",
  "read_file",
  "write_to_file",
  "use_mcp_tool",
  "access_mcp_resource",
  "ask_followup_question",
  "attempt_completion",
];

/**
 * Writes a system prompt in the documented shape of the XML dialect (built-in tool sections, then
 * `# Connected MCP Servers`), for tests; the real renderer lives in `lib/dialects/xml`.
 */
export function testSystemPrompt(
  options: { servers?: TestPromptServer[]; omitSections?: string[] } = {},
): string {
  const servers = options.servers ?? [WEATHER_SERVER];
  const sections = builtInSections
    .filter((name) => !options.omitSections?.includes(name))
    .map((name) => `## ${name}\nDescription: Use ${name}.\nUsage:\n<${name}>\n</${name}>`);
  const serverText =
    servers.length === 0
      ? "(No MCP servers currently connected)"
      : servers.map(serverSection).join("\n\n");
  return [
    "You are Cline, a highly skilled software engineer.",
    "====",
    "TOOL USE",
    "# Tools",
    ...sections,
    "====",
    "MCP SERVERS",
    "# Connected MCP Servers",
    "When a server is connected, you can use the server's tools via the `use_mcp_tool` tool, and access the server's resources via the `access_mcp_resource` tool.",
    serverText,
    "====",
    "RULES",
    "- Use one tool per message.",
  ].join("\n\n");
}

function serverSection(server: TestPromptServer): string {
  const tools = server.tools
    .map((tool) => `- ${tool.name}: ${tool.description}\n    Input Schema:\n${indent(tool.schema)}`)
    .join("\n\n");
  const resources = (server.resources ?? [])
    .map((resource) => `- ${resource.uri} (${resource.name}): ${resource.description}`)
    .join("\n");
  const parts = [`## ${server.name} (${server.transport})`, `### Available Tools\n${tools}`];
  if (resources) parts.push(`### Direct Resources\n${resources}`);
  return parts.join("\n\n");
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");
}

/** A conversation that starts with the test system prompt and the task, then the given turns. */
export function testConversation(
  task: string,
  turns: { role: "assistant" | "user"; content: string }[] = [],
  prompt: string = testSystemPrompt(),
): DemoChatMessage[] {
  return [
    { role: "system", content: prompt },
    { role: "user", content: `<task>\n${task}\n</task>` },
    ...turns,
  ];
}

/** The forecast text the demo weather server returns for New York (wording may differ; tests must not depend on it). */
export const NEW_YORK_FORECAST =
  "Forecast for New York, NY (40.7128, -74.0060):\n\nToday: Partly cloudy. High 22°C, low 16°C. Wind 12 km/h W. Precipitation 10%.\n\nTomorrow: Sunny. High 24°C, low 17°C. Wind 10 km/h NW. Precipitation 0%.\n\nSaturday: Showers. High 19°C, low 14°C. Wind 18 km/h S. Precipitation 70%.";

/** The task of the seeds' worked example. */
export const WEATHER_TASK =
  "What is the weather in New York tomorrow? Write the result to result.md";
