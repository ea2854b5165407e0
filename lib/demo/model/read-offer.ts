import { type DemoChatRequest, messageText } from "@/lib/demo/model/chat-request-schema";
import type { DialectId } from "@/lib/events/types";

/** One MCP tool the request offers, and the name the model calls it by. */
export interface OfferedTool {
  server: string;
  tool: string;
  /** `weather__get_forecast` in native, `weather.get_forecast` in react-text and json; the bare tool name in xml. */
  callName: string;
  description?: string;
  inputSchema?: unknown;
}

/** What the request offers the model: its dialect and the tools it may use. */
export interface DemoOffer {
  dialect: DialectId;
  /** Every MCP tool offered, in the order the request lists them. */
  tools: OfferedTool[];
  forecastTool?: OfferedTool;
  canWrite: boolean;
  /** Whether `ask_followup_question` is offered, to ask the person what the task leaves out. */
  canAsk: boolean;
  /** Whether completing is a tool call (`attempt_completion`); otherwise it is plain text. */
  canCompleteWithTool: boolean;
  /** No tools and no agent prompt: a plain question, as a sampling request asks one. */
  plain: boolean;
}

/**
 * Reads the request as a model would: `tools` means native function calling (MCP tools named
 * `server__tool`); no `tools` means a prompt that teaches a text format: ReAct text (it names
 * `Action Input:`), JSON blobs (`"action_input"`), else the xml dialect, whose prompt lists the
 * servers' tools, or a plain question when neither the prompt describes tool use nor a `<task>`
 * is given.
 */
export function readOffer(request: DemoChatRequest): DemoOffer {
  const functions = (request.tools ?? []).map((tool) => tool.function);
  const names = functions.map((item) => item.name);
  if (functions.length > 0) {
    const tools = functions.flatMap(({ name, description, parameters }) => {
      const [server, tool] = name.split("__", 2);
      if (!server || !tool) return [];
      const text = typeof description === "string" ? description : undefined;
      return [{ server, tool, callName: name, description: text, inputSchema: parameters }];
    });
    return {
      dialect: "native",
      tools,
      forecastTool: pickForecast(tools),
      canWrite: names.includes("write_to_file"),
      canAsk: names.includes("ask_followup_question"),
      canCompleteWithTool: names.includes("attempt_completion"),
      plain: false,
    };
  }
  const prompt = request.messages
    .filter((message) => message.role === "system" || message.role === "developer")
    .map(messageText)
    .join("\n\n");
  const textDialect = /^Action Input:/m.test(prompt)
    ? "react-text"
    : prompt.includes('"action_input"')
      ? "json"
      : undefined;
  if (textDialect) {
    const tools = readNamedTools(prompt);
    return {
      dialect: textDialect,
      tools,
      forecastTool: pickForecast(tools),
      canWrite: /^- write_to_file:/m.test(prompt),
      canAsk: /^- ask_followup_question:/m.test(prompt),
      canCompleteWithTool: true,
      plain: false,
    };
  }
  const listsBuiltIns = /^##\s+attempt_completion\s*$/m.test(prompt);
  const asTask = request.messages.some(
    (message) => message.role === "user" && /<task>/.test(messageText(message)),
  );
  const plain = !asTask && !/^TOOL USE\s*$/m.test(prompt);
  const tools = readPromptTools(prompt);
  return {
    dialect: "xml",
    tools,
    forecastTool: pickForecast(tools),
    canWrite: !plain && (!listsBuiltIns || /^##\s+write_to_file\s*$/m.test(prompt)),
    canAsk: !plain && /^##\s+ask_followup_question\s*$/m.test(prompt),
    canCompleteWithTool: !plain,
    plain,
  };
}

/**
 * The tools of the prompt's `# Connected MCP Servers` part: each `## server (...)`, then under
 * `### Available Tools` each `- tool: description` and the `Input Schema:` JSON below it.
 */
function readPromptTools(prompt: string): OfferedTool[] {
  const start = prompt.search(/^#\s+Connected MCP Servers\s*$/m);
  const section = start === -1 ? "" : (prompt.slice(start).split(/^={3,}\s*$/m)[0] ?? "");
  return section
    .split(/^##(?=\s)/m)
    .slice(1)
    .flatMap((part) => {
      const server = /^\s+(.+?)(?:\s+\(.*\))?\s*$/m.exec(part)?.[1];
      const available = part.split(/^###\s+Available Tools\s*$/m)[1]?.split(/^###\s/m)[0] ?? "";
      if (!server) return [];
      return Array.from(available.matchAll(/^- ([\w.-]+)(?::[^\S\n]*(.*))?((?:\n(?!- |#).*)*)/gm))
        .filter((match) => match[1] !== undefined)
        .map(([, tool = "", first = "", rest = ""]) => {
          const [more = "", schema = ""] = rest.split(/^\s*Input Schema:\s*$/m);
          const description = `${first}${more}`.trim();
          return {
            server,
            tool,
            callName: tool,
            ...(description ? { description } : {}),
            inputSchema: parseJson(schema),
          };
        });
    });
}

/**
 * The MCP tools of a react-text or json prompt: each `- server.tool: description` line and the
 * `Input schema:` JSON on the line below it (built-ins have no server, so no dot).
 */
function readNamedTools(prompt: string): OfferedTool[] {
  return Array.from(prompt.matchAll(/^- ([\w-]+)\.(\S+): (.*)\n {2}Input schema: (.*)$/gm)).map(
    ([, server = "", tool = "", description = "", schema = ""]) => ({
      server,
      tool,
      callName: `${server}.${tool}`,
      description,
      inputSchema: parseJson(schema),
    }),
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function pickForecast(tools: OfferedTool[]): OfferedTool | undefined {
  return (
    tools.find((tool) => tool.tool === "get_forecast") ??
    tools.find((tool) => /forecast/i.test(tool.tool))
  );
}
