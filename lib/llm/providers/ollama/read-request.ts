import type { ModelMessage, ModelToolCall } from "@/lib/llm/model-request";
import {
  argumentsText,
  isRecord,
  type RequestReading,
  readFunctionTool,
  readTools,
} from "@/lib/llm/request-reading";

/** The calls the history has made and no result has answered yet, in order. */
type OpenCalls = ModelToolCall[];

function readToolCalls(value: unknown, firstNumber: number): ModelToolCall[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return undefined;
  const calls: ModelToolCall[] = [];
  for (const call of value) {
    if (!isRecord(call) || !isRecord(call.function)) return undefined;
    const { name } = call.function;
    if (typeof name !== "string") return undefined;
    // Ollama's calls often carry no id; the neutral history needs one to pair results with.
    const id = typeof call.id === "string" ? call.id : `call_${firstNumber + calls.length}`;
    calls.push({ id, name, arguments: argumentsText(call.function.arguments) });
  }
  return calls;
}

/** The open call a result answers: by its id, else the first of its tool name, else the first. */
function answeredCall(
  message: Record<string, unknown>,
  open: OpenCalls,
): ModelToolCall | undefined {
  const index =
    typeof message.tool_call_id === "string"
      ? open.findIndex((call) => call.id === message.tool_call_id)
      : Math.max(
          0,
          open.findIndex((call) => call.name === message.tool_name),
        );
  const [call] = index >= 0 ? open.splice(index, 1) : [];
  return call;
}

/**
 * An `/api/generate` request body read back: its `system` prompt and its `prompt` as one user
 * message; it offers no functions. Its `images` and `options` stay in the captured body: the
 * neutral history holds text only. Undefined for a body that is not one (no `model` or no
 * `prompt` text).
 */
function readGenerateRequest(body: Record<string, unknown>): RequestReading | undefined {
  if (typeof body.model !== "string" || typeof body.prompt !== "string") return undefined;
  const messages: ModelMessage[] = [];
  if (typeof body.system === "string" && body.system !== "") {
    messages.push({ role: "system", content: body.system });
  }
  if (body.prompt !== "") messages.push({ role: "user", content: body.prompt });
  return { messages, tools: [], toolCharacters: [] };
}

/**
 * An `/api/chat` request body read back: `messages` (content as text, `tool_calls` with their
 * arguments objects as JSON text and an id made up where the call has none, `role: "tool"` results
 * paired with the call they answer by id or tool name) and the `tools` functions; or, with no
 * `messages`, an `/api/generate` body (`readGenerateRequest`). Undefined for a body that is
 * neither (content that is not text, an unknown role, no `messages` nor `prompt`).
 */
export function readOllamaRequest(body: unknown): RequestReading | undefined {
  if (!isRecord(body)) return undefined;
  if (!Array.isArray(body.messages)) return readGenerateRequest(body);
  const messages: ModelMessage[] = [];
  const open: OpenCalls = [];
  let callNumber = 1;
  for (const message of body.messages) {
    if (!isRecord(message)) return undefined;
    const content = message.content ?? "";
    if (typeof content !== "string") return undefined;
    if (message.role === "system" || message.role === "user") {
      messages.push({ role: message.role, content });
    } else if (message.role === "assistant") {
      const toolCalls = readToolCalls(message.tool_calls, callNumber);
      if (!toolCalls) return undefined;
      callNumber += toolCalls.length;
      open.push(...toolCalls);
      messages.push(
        toolCalls.length > 0
          ? { role: "assistant", content, toolCalls }
          : { role: "assistant", content },
      );
    } else if (message.role === "tool") {
      const call = answeredCall(message, open);
      messages.push({
        role: "tool",
        toolCallId:
          call?.id ?? (typeof message.tool_call_id === "string" ? message.tool_call_id : ""),
        name: call?.name ?? (typeof message.tool_name === "string" ? message.tool_name : ""),
        content,
      });
    } else return undefined;
  }
  return { messages, ...readTools(body.tools, readFunctionTool) };
}
