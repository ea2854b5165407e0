import type { DemoStep } from "@/lib/demo/model/policy";
import type { DialectId } from "@/lib/events/types";

/** A step written out: the text the model streams, and at most one native tool call. */
export interface RenderedStep {
  content: string;
  toolCall?: { name: string; arguments: string };
}

/** How a step is written: its dialect, and which of the sloppy model's mistakes to make. */
export interface RenderOptions {
  dialect: DialectId;
  /**
   * The sloppy model's broken call: arguments with a trailing comma (native; in json the whole
   * blob then has one), no `</arguments>` before `</use_mcp_tool>` (xml), or no `Action Input:`
   * at all (react-text).
   */
  malformedArguments?: boolean;
  /** No `<thinking>` (xml only). */
  skipThinking?: boolean;
  /** No `attempt_completion` is offered (native, or a plain question): the result is the text. */
  completeAsText?: boolean;
}

/**
 * Writes a step in the request's dialect: xml as `<thinking>` then one tool tag; native as one
 * short sentence plus one function call (`server__tool`, `write_to_file` or `attempt_completion`);
 * react-text and json as a `Thought:` then the action (see `renderTextStep`).
 */
export function renderStep(step: DemoStep, options: RenderOptions): RenderedStep {
  if (options.dialect === "react-text" || options.dialect === "json") {
    return { content: renderTextStep(step, options.dialect, options.malformedArguments) };
  }
  const native = options.dialect === "native";
  let name: string;
  let params: Record<string, unknown>;
  if (step.action === "call-tool") {
    const pairs = Object.entries(step.arguments).map(
      ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
    );
    const json =
      options.malformedArguments && native
        ? `{${pairs.join(", ")},}`
        : JSON.stringify(step.arguments, null, native ? undefined : 2);
    if (native) return call(step, step.tool.callName, json);
    name = "use_mcp_tool";
    params = { server_name: step.tool.server, tool_name: step.tool.tool, arguments: json };
  } else if (step.action === "write") {
    name = "write_to_file";
    params = { path: step.path, content: step.content };
  } else if (step.action === "ask") {
    name = "ask_followup_question";
    params = { question: step.question };
  } else {
    if (options.completeAsText) return { content: step.result };
    name = "attempt_completion";
    params = { result: step.result };
  }
  if (native) return call(step, name, JSON.stringify(params));
  const thinking = options.skipThinking ? "" : `<thinking>\n${step.thinking}\n</thinking>\n\n`;
  const unclosed = options.malformedArguments ? "arguments" : undefined;
  const inner = Object.entries(params).map(([key, value]) =>
    key === "server_name" || key === "tool_name" || key === "path"
      ? `<${key}>${value}</${key}>`
      : `<${key}>\n${value}${key === unclosed ? "" : `\n</${key}>`}`,
  );
  return { content: `${thinking}<${name}>\n${inner.join("\n")}\n</${name}>` };
}

function call(step: DemoStep, name: string, json: string): RenderedStep {
  const sentence = step.thinking.split(/(?<=\.)\s+/).at(-1) ?? "";
  return { content: sentence, toolCall: { name, arguments: json } };
}

/**
 * A step in ReAct text (`Action:` and a JSON `Action Input:`, `Final Answer:`) or as one fenced
 * JSON blob (`"action"`, `"action_input"`), an MCP tool named `server.tool`; `sloppy` leaves
 * out the Action Input, or leaves a trailing comma in the blob.
 */
function renderTextStep(step: DemoStep, dialect: "react-text" | "json", sloppy = false): string {
  const thought = `Thought: ${step.thinking}`;
  const name =
    step.action === "call-tool"
      ? step.tool.callName
      : step.action === "write"
        ? "write_to_file"
        : step.action === "ask"
          ? "ask_followup_question"
          : "Final Answer";
  const input =
    step.action === "call-tool"
      ? step.arguments
      : step.action === "write"
        ? { path: step.path, content: step.content }
        : step.action === "ask"
          ? { question: step.question }
          : step.result;
  if (dialect === "react-text") {
    if (step.action === "complete") return `${thought}\nFinal Answer: ${step.result}`;
    const action = `${thought}\nAction: ${name}`;
    return sloppy ? action : `${action}\nAction Input: ${JSON.stringify(input)}`;
  }
  const blob = JSON.stringify({ action: name, action_input: input }, null, 2);
  const written = sloppy ? blob.replace(/\n(\s*)\}\n\}$/, ",\n$1}\n}") : blob;
  return `${thought}\n\`\`\`json\n${written}\n\`\`\``;
}
