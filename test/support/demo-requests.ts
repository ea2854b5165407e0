import { createParser } from "eventsource-parser";
import type { DemoChatMessage, DemoChatRequest } from "@/lib/demo/model/chat-request-schema";
import { cities } from "@/lib/demo/weather/data";
import { formatForecast } from "@/lib/demo/weather/format";

/** The task of the worked example. */
export const WEATHER_TASK =
  "What is the weather in New York tomorrow? Write the result to result.md";

/** What the demo weather server answers `get_forecast` for New York. */
export const NEW_YORK_FORECAST = formatForecast(cities[0] as (typeof cities)[number]);

/** A function tool as an OpenAI request lists it. */
function functionTool(name: string, properties: Record<string, unknown> = {}) {
  return {
    type: "function" as const,
    function: { name, description: `Use ${name}.`, parameters: { type: "object", properties } },
  };
}

/** The tools a native-dialect request offers: the weather server's tools, then the host's built-ins. */
export const NATIVE_TOOLS = [
  functionTool("weather__get_forecast", {
    latitude: { type: "number" },
    longitude: { type: "number" },
  }),
  functionTool("weather__get_alerts", { state: { type: "string" } }),
  functionTool("write_to_file", { path: { type: "string" }, content: { type: "string" } }),
  functionTool("attempt_completion", { result: { type: "string" } }),
  functionTool("read_file", { path: { type: "string" } }),
];

/** An xml-dialect system prompt in the shape the host renders: built-in tool sections, then the servers. */
export function xmlSystemPrompt(
  options: { servers?: { name: string; tools: string[] }[]; builtIns?: string[] } = {},
): string {
  const servers = options.servers ?? [{ name: "weather", tools: ["get_forecast", "get_alerts"] }];
  const builtIns = options.builtIns ?? [
    "read_file",
    "write_to_file",
    "use_mcp_tool",
    "attempt_completion",
  ];
  const serverText = servers
    .map(
      (server) =>
        `## ${server.name} (Streamable HTTP: /api/demo/mcp)\n\n### Available Tools\n${server.tools
          .map((tool) => `- ${tool}: Does ${tool}.\n    Input Schema:\n    {}`)
          .join("\n\n")}`,
    )
    .join("\n\n");
  return [
    "You are an agent.",
    "====",
    "TOOL USE",
    "# Tools",
    ...builtIns.map((name) => `## ${name}\nDescription: Use ${name}.`),
    "# Example",
    "<use_mcp_tool>\n<server_name>example</server_name>\n<tool_name>get_forecast</tool_name>\n</use_mcp_tool>",
    "====",
    "MCP SERVERS",
    "# Connected MCP Servers",
    serverText || "(No MCP servers currently connected)",
    "====",
    "RULES",
  ].join("\n\n");
}

/** An xml-dialect request: the prompt, the task, then the given turns. */
export function xmlRequest(
  turns: DemoChatMessage[] = [],
  options: { model?: string; task?: string; prompt?: string } = {},
): DemoChatRequest {
  return {
    model: options.model ?? "demo",
    messages: [
      { role: "system", content: options.prompt ?? xmlSystemPrompt() },
      { role: "user", content: `<task>\n${options.task ?? WEATHER_TASK}\n</task>` },
      ...turns,
    ],
  };
}

/** A native-dialect request: a short prompt, the task and turns, with {@link NATIVE_TOOLS}. */
export function nativeRequest(
  turns: DemoChatMessage[] = [],
  options: { model?: string; task?: string; tools?: DemoChatRequest["tools"] } = {},
): DemoChatRequest {
  return {
    model: options.model ?? "demo",
    messages: [
      { role: "system", content: "You are an agent. Use the tools you are given." },
      { role: "user", content: options.task ?? WEATHER_TASK },
      ...turns,
    ],
    tools: options.tools ?? NATIVE_TOOLS,
  };
}

/** One parsed SSE item: a comment line or a `data:` event. */
export type SseItem = { comment: string } | { data: string };

/** Reads a byte stream to the end, keeping each chunk as text and the SSE items it frames. */
export async function readSse(
  stream: ReadableStream<Uint8Array>,
): Promise<{ chunks: string[]; items: SseItem[] }> {
  const chunks: string[] = [];
  const items: SseItem[] = [];
  const parser = createParser({
    onComment: (comment) => items.push({ comment: comment.trim() }),
    onEvent: (event) => items.push({ data: event.data }),
  });
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    chunks.push(text);
    parser.feed(text);
  }
  return { chunks, items };
}

/** An xml answer's action: the first tag after `<thinking>`, and its parameters' text. */
export function readXmlAction(text: string): { name: string; params: Record<string, string> } {
  const body = text.replace(/^<thinking>[\s\S]*?<\/thinking>\s*/, "");
  const outer = /^<(\w+)>\n([\s\S]*)\n<\/\1>\s*$/.exec(body);
  if (!outer?.[1]) throw new Error(`no single action in:\n${text}`);
  const params: Record<string, string> = {};
  for (const match of (outer[2] ?? "").matchAll(/<(\w+)>\n?([\s\S]*?)\n?<\/\1>/g)) {
    if (match[1]) params[match[1]] = match[2] ?? "";
  }
  return { name: outer[1], params };
}
