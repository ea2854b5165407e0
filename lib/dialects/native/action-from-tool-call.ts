import { CAPTURED_TOOLS_SERVER } from "@/lib/dialects/captured-tools";
import { buildParsedAction } from "@/lib/dialects/host-tools/build-action";
import { findHostTool } from "@/lib/dialects/host-tools/catalogue";
import { errorMessage } from "@/lib/errors";
import type { ParsedAction } from "@/lib/events/types";
import { tooDeepPath, tooDeepReason } from "@/lib/json/json-depth";
import type { AssembledToolCall } from "@/lib/llm/model-part";
import { splitNativeToolName } from "./tool-names";

/**
 * The host action a native tool call stands for: a captured tool's name (one of
 * `options.captured`) is `use_mcp_tool` on `CAPTURED_TOOLS_SERVER`, `server__tool` is
 * `use_mcp_tool`, a built-in name is that built-in, so the executor runs both dialects' actions
 * alike. The action has no text span (it is not in the answer text): `span` is the empty span at
 * the end of `contentLength`.
 */
export function actionFromToolCall(
  call: AssembledToolCall,
  index: number,
  contentLength: number,
  options: { partial?: boolean; captured?: ReadonlySet<string> } = {},
): ParsedAction {
  const span = { start: contentLength, end: contentLength };
  const toolCall = { index, id: call.id, name: call.name };
  const partial = options.partial ?? false;
  const parsed = parseArguments(call.arguments);
  const mcp = options.captured?.has(call.name)
    ? { serverName: CAPTURED_TOOLS_SERVER, toolName: call.name }
    : splitNativeToolName(call.name);
  const tool = findHostTool(mcp ? "use_mcp_tool" : call.name);
  if (!tool || (!mcp && (tool.name === "use_mcp_tool" || tool.name === "execute_command"))) {
    return {
      name: call.name,
      params: { arguments: call.arguments },
      span,
      toolCall,
      valid: false,
      partial,
      errors: [`'${call.name}' is not one of the functions offered to the model`],
    };
  }
  const rawParams = new Map<string, string>();
  const errors: string[] = [];
  if (mcp) {
    rawParams.set("server_name", mcp.serverName);
    rawParams.set("tool_name", mcp.toolName);
    rawParams.set("arguments", call.arguments.trim() === "" ? "{}" : call.arguments);
  } else if (!parsed.ok) {
    errors.push(parsed.error);
  } else {
    for (const [name, value] of Object.entries(parsed.value)) {
      rawParams.set(name, typeof value === "string" ? value : JSON.stringify(value));
    }
  }
  const action = buildParsedAction({ tool, rawParams, span, partial, errors });
  return { ...action, toolCall };
}

type ArgumentsReading = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

function parseArguments(text: string): ArgumentsReading {
  if (text.trim() === "") return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(text);
    const deep = tooDeepPath(value);
    if (deep !== undefined) return { ok: false, error: `arguments ${tooDeepReason(deep)}` };
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return { ok: true, value: value as Record<string, unknown> };
    }
    return { ok: false, error: "arguments is not valid JSON: expected an object" };
  } catch (error) {
    return {
      ok: false,
      error: `arguments is not valid JSON: ${errorMessage(error)}`,
    };
  }
}
