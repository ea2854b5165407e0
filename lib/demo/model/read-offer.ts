import { type DemoChatRequest, messageText } from "@/lib/demo/model/chat-request-schema";
import type { DialectId } from "@/lib/events/types";

/** The MCP tool that gives a forecast, and the name the model calls it by. */
export interface ForecastTool {
  server: string;
  tool: string;
  /** `weather__get_forecast` in native; the bare tool name in xml. */
  callName: string;
}

/** What the request offers the model: its dialect and the tools it may use. */
export interface DemoOffer {
  dialect: DialectId;
  forecastTool?: ForecastTool;
  canWrite: boolean;
  /** Whether completing is a tool call (`attempt_completion`); otherwise it is plain text. */
  canCompleteWithTool: boolean;
}

/**
 * Reads the request as a model would: `tools` means native function calling (MCP tools named
 * `server__tool`); no `tools` means the xml dialect, whose prompt lists the servers' tools.
 */
export function readOffer(request: DemoChatRequest): DemoOffer {
  const functions = (request.tools ?? []).map((tool) => tool.function.name);
  if (functions.length > 0) {
    const mcpTools = functions.flatMap((callName) => {
      const [server, tool] = callName.split("__", 2);
      return server && tool ? [{ server, tool, callName }] : [];
    });
    return {
      dialect: "native",
      forecastTool: pickForecast(mcpTools),
      canWrite: functions.includes("write_to_file"),
      canCompleteWithTool: functions.includes("attempt_completion"),
    };
  }
  const prompt = request.messages
    .filter((message) => message.role === "system" || message.role === "developer")
    .map(messageText)
    .join("\n\n");
  const listsBuiltIns = /^##\s+attempt_completion\s*$/m.test(prompt);
  return {
    dialect: "xml",
    forecastTool: pickForecast(readPromptTools(prompt)),
    canWrite: !listsBuiltIns || /^##\s+write_to_file\s*$/m.test(prompt),
    canCompleteWithTool: true,
  };
}

/** The tools of the prompt's `# Connected MCP Servers` part: `## server (...)`, then `- tool: ...`. */
function readPromptTools(prompt: string): ForecastTool[] {
  const start = prompt.search(/^#\s+Connected MCP Servers\s*$/m);
  const section = start === -1 ? "" : (prompt.slice(start).split(/^={3,}\s*$/m)[0] ?? "");
  const tools: ForecastTool[] = [];
  let server: string | undefined;
  for (const line of section.split(/\r?\n/)) {
    server = /^##\s+(.+?)(?:\s+\(.*\))?\s*$/.exec(line)?.[1] ?? server;
    const tool = /^-\s+([\w.-]+)(?::|\s*$)/.exec(line)?.[1];
    if (server && tool) tools.push({ server, tool, callName: tool });
  }
  return tools;
}

function pickForecast(tools: ForecastTool[]): ForecastTool | undefined {
  return (
    tools.find((tool) => tool.tool === "get_forecast") ??
    tools.find((tool) => /forecast/i.test(tool.tool))
  );
}
