import { type DemoChatMessage, messageText } from "@/lib/demo/model/chat-request-schema";

/** What an observation said about the action before it, without its `[tool] Result:` header. */
export interface Observation {
  kind: "result" | "error" | "invalid-arguments" | "denied";
  text: string;
}

/** The conversation so far, as the script needs it. */
export interface DemoHistory {
  task: string;
  /** Assistant turns that called an MCP tool. */
  toolCalls: number;
  /** Observations of those calls that said the arguments were not valid JSON (or left open). */
  invalidArguments: number;
  /** The latest observation of an MCP tool call (the forecast one or another). */
  call?: Observation;
  /** The latest observation of a `write_to_file`. */
  write?: Observation;
  /** What the person answered to the model's follow-up questions, in order. */
  answers: string[];
}

/**
 * Reads the messages after the system prompt: the first user message is the task; each later
 * user or tool message is the observation of the assistant's action before it.
 */
export function readHistory(messages: readonly DemoChatMessage[]): DemoHistory {
  const history: DemoHistory = { task: "", toolCalls: 0, invalidArguments: 0, answers: [] };
  let taskSeen = false;
  let pending: "call" | "write" | "ask" | undefined;
  for (const message of messages) {
    const text = messageText(message);
    if (message.role === "assistant") {
      pending = actionOf(message, text);
      if (pending === "call") history.toolCalls += 1;
    } else if (message.role === "user" && !taskSeen) {
      taskSeen = true;
      history.task =
        /<task>\s*([\s\S]*?)\s*<\/task>/.exec(text)?.[1] ??
        text.trim().replace(/^Question:\s*/, "");
    } else if ((message.role === "user" || message.role === "tool") && pending) {
      if (pending === "ask") {
        history.answers.push(
          /<answer>\s*([\s\S]*?)\s*<\/answer>/.exec(text)?.[1] ??
            readObservation(text)?.text ??
            text,
        );
        pending = undefined;
        continue;
      }
      const observation = readObservation(text);
      if (!observation) continue;
      history[pending] = observation;
      if (observation.kind === "invalid-arguments") history.invalidArguments += 1;
      pending = undefined;
    }
  }
  return history;
}

/**
 * What an assistant message asked for: a native call (`server__tool`), an xml `<use_mcp_tool>`,
 * a react-text `Action: server.tool` or a json `"action": "server.tool"`, or a file write.
 */
function actionOf(message: DemoChatMessage, text: string) {
  const named = /^Action: (\S+)/m.exec(text)?.[1] ?? /"action": "([^"]+)"/.exec(text)?.[1];
  const name =
    message.tool_calls?.[0]?.function.name ??
    /<use_mcp_tool>[\s\S]*?<tool_name>\s*([^<]*?)\s*<\/tool_name>/.exec(text)?.[1] ??
    (/<write_to_file>/.test(text) ? "write_to_file" : undefined) ??
    (/<ask_followup_question>/.test(text) ? "ask_followup_question" : named);
  if (name === "write_to_file") return "write";
  if (name === "ask_followup_question") return "ask";
  if (name === undefined || (message.tool_calls && !name.includes("__"))) return undefined;
  if (named !== undefined && !named.includes(".")) return undefined;
  return "call";
}

/** The XML host's wrapper around a failed tool's message. */
const hostToolError =
  /^The tool execution failed with the following error:\s*<error>([\s\S]*)<\/error>$/;

/** Classifies an observation; undefined for "you did not use a tool", which answers no action. */
function readObservation(message: string): Observation | undefined {
  const cleaned = message
    .replace(/<environment_details>[\s\S]*?<\/environment_details>/g, "")
    .trim()
    .replace(/^Observation:\s*/, "");
  if (/^\[ERROR\] You did not (use a tool|call a function)/.test(cleaned)) return undefined;
  if (/^Error: your answer had no (Action|action blob)/.test(cleaned)) return undefined;
  const body = (/^\[[^\]\n]*\] Result:[^\S\n]*\n?([\s\S]*)$/.exec(cleaned)?.[1] ?? cleaned).trim();
  const errorText =
    hostToolError.exec(body)?.[1]?.trim() ?? body.replace(/^(\[ERROR\]|Error:)\s*/i, "");
  if (/invalid JSON|not valid JSON|has no (Action Input|action_input)|was not closed/i.test(body))
    return { kind: "invalid-arguments", text: errorText };
  if (/^The user denied this operation/i.test(body)) return { kind: "denied", text: body };
  if (errorText !== body) return { kind: "error", text: errorText };
  return { kind: "result", text: body };
}
