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
  /** Arguments that are not valid JSON (a trailing comma). */
  malformedArguments?: boolean;
  /** No `<thinking>` (xml only). */
  skipThinking?: boolean;
  /** No `attempt_completion` is offered (native, or a plain question): the result is the text. */
  completeAsText?: boolean;
}

/**
 * Writes a step in the request's dialect: xml as `<thinking>` then one tool tag; native as one
 * short sentence plus one function call (`server__tool`, `write_to_file` or `attempt_completion`).
 */
export function renderStep(step: DemoStep, options: RenderOptions): RenderedStep {
  const native = options.dialect === "native";
  let name: string;
  let params: Record<string, unknown>;
  if (step.action === "call-tool") {
    const pairs = Object.entries(step.arguments).map(
      ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
    );
    const json = options.malformedArguments
      ? `{${pairs.join(", ")},}`
      : JSON.stringify(step.arguments, null, native ? undefined : 2);
    if (native) return call(step, step.tool.callName, json);
    name = "use_mcp_tool";
    params = { server_name: step.tool.server, tool_name: step.tool.tool, arguments: json };
  } else if (step.action === "write") {
    name = "write_to_file";
    params = { path: step.path, content: step.content };
  } else {
    if (options.completeAsText) return { content: step.result };
    name = "attempt_completion";
    params = { result: step.result };
  }
  if (native) return call(step, name, JSON.stringify(params));
  const thinking = options.skipThinking ? "" : `<thinking>\n${step.thinking}\n</thinking>\n\n`;
  const inner = Object.entries(params).map(([key, value]) =>
    key === "server_name" || key === "tool_name" || key === "path"
      ? `<${key}>${value}</${key}>`
      : `<${key}>\n${value}\n</${key}>`,
  );
  return { content: `${thinking}<${name}>\n${inner.join("\n")}\n</${name}>` };
}

function call(step: DemoStep, name: string, json: string): RenderedStep {
  const sentence = step.thinking.split(/(?<=\.)\s+/).at(-1) ?? "";
  return { content: sentence, toolCall: { name, arguments: json } };
}
