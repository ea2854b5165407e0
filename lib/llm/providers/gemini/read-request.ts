import type {
  HistoryMessage,
  ModelMessage,
  ModelTool,
  ModelToolCall,
} from "@/lib/llm/model-request";
import { argumentsText, isRecord, type RequestReading, readTools } from "@/lib/llm/request-reading";

/** Parts that hold nothing the neutral history keeps: media, and code the model ran itself. */
const SKIPPED_PARTS = [
  "inlineData",
  "inline_data",
  "fileData",
  "file_data",
  "executableCode",
  "executable_code",
  "codeExecutionResult",
  "code_execution_result",
];

/** The calls the history has made and no response has answered yet, and how many it made. */
interface Calls {
  open: ModelToolCall[];
  made: number;
}

/** A field the REST API takes in either spelling (`systemInstruction`, `system_instruction`). */
function field(record: Record<string, unknown>, camel: string, snake: string): unknown {
  return record[camel] ?? record[snake];
}

function partsOf(content: unknown): Record<string, unknown>[] | undefined {
  if (!isRecord(content) || !Array.isArray(content.parts) || !content.parts.every(isRecord)) {
    return undefined;
  }
  return content.parts;
}

function isSkipped(part: Record<string, unknown>): boolean {
  return SKIPPED_PARTS.some((name) => name in part);
}

/** A text part's text (thought summaries are the model's, not the history's); else undefined. */
function textOf(part: Record<string, unknown>): string | undefined {
  return typeof part.text === "string" && part.thought !== true ? part.text : undefined;
}

function readModelTurn(parts: Record<string, unknown>[], calls: Calls): HistoryMessage | undefined {
  const texts: string[] = [];
  const toolCalls: ModelToolCall[] = [];
  for (const part of parts) {
    const call = field(part, "functionCall", "function_call");
    if (isRecord(call) && typeof call.name === "string") {
      // Gemini's calls carry no id unless the client gave one; the history pairs results by it.
      calls.made += 1;
      const id = typeof call.id === "string" ? call.id : `call_${calls.made}`;
      toolCalls.push({ id, name: call.name, arguments: argumentsText(call.args) });
    } else if (typeof part.text === "string") {
      const text = textOf(part);
      if (text !== undefined) texts.push(text);
    } else if (!isSkipped(part)) return undefined;
  }
  calls.open.push(...toolCalls);
  const content = texts.join("");
  return toolCalls.length > 0
    ? { role: "assistant", content, toolCalls }
    : { role: "assistant", content };
}

/** The open call a response answers: by its id, else the first of its name, else none. */
function answeredCall(response: Record<string, unknown>, calls: Calls): ModelToolCall | undefined {
  const index =
    typeof response.id === "string"
      ? calls.open.findIndex((call) => call.id === response.id)
      : calls.open.findIndex((call) => call.name === response.name);
  return index >= 0 ? calls.open.splice(index, 1)[0] : undefined;
}

function resultText(response: unknown): { content: string; isError: boolean } {
  if (isRecord(response) && "error" in response) {
    const error = response.error;
    return { content: typeof error === "string" ? error : JSON.stringify(error), isError: true };
  }
  if (isRecord(response) && typeof response.output === "string") {
    return { content: response.output, isError: false };
  }
  return { content: JSON.stringify(response ?? {}), isError: false };
}

function readUserTurn(
  parts: Record<string, unknown>[],
  calls: Calls,
): HistoryMessage[] | undefined {
  const results: HistoryMessage[] = [];
  const texts: string[] = [];
  for (const part of parts) {
    const response = field(part, "functionResponse", "function_response");
    if (isRecord(response) && typeof response.name === "string") {
      const call = answeredCall(response, calls);
      const { content, isError } = resultText(response.response);
      results.push({
        role: "tool",
        toolCallId: call?.id ?? (typeof response.id === "string" ? response.id : ""),
        name: response.name,
        content,
        ...(isError ? { isError: true } : {}),
      });
    } else if (typeof part.text === "string") texts.push(part.text);
    else if (!isSkipped(part)) return undefined;
  }
  return texts.length > 0 || results.length === 0
    ? [...results, { role: "user", content: texts.join("") }]
    : results;
}

function readDeclaration(declaration: unknown): ModelTool | undefined {
  if (!isRecord(declaration) || typeof declaration.name !== "string") return undefined;
  const parameters =
    field(declaration, "parametersJsonSchema", "parameters_json_schema") ?? declaration.parameters;
  return {
    name: declaration.name,
    ...(typeof declaration.description === "string"
      ? { description: declaration.description }
      : {}),
    parameters: isRecord(parameters) ? parameters : {},
  };
}

/** Every function declaration of the request's tools (Google Search and the like are not functions). */
function declarationsOf(tools: unknown): unknown[] {
  if (!Array.isArray(tools)) return [];
  return tools.flatMap((tool) => {
    const declarations = isRecord(tool)
      ? field(tool, "functionDeclarations", "function_declarations")
      : undefined;
    return Array.isArray(declarations) ? declarations : [];
  });
}

/**
 * A `generateContent` / `streamGenerateContent` request body read back: `systemInstruction` as
 * the system message, `contents` (`model` turns as the assistant with their `functionCall` parts
 * as tool calls, an id made up where a call has none; `functionResponse` parts as tool results
 * paired with their call, ahead of the turn's text; thoughts and media left out), and the
 * `functionDeclarations` of its tools. Either spelling of the REST fields is read. Undefined for
 * a body that is not one (no `contents`, a role or part it does not know).
 */
export function readGeminiRequest(body: unknown): RequestReading | undefined {
  if (!isRecord(body) || !Array.isArray(body.contents) || "messages" in body) return undefined;
  const messages: ModelMessage[] = [];
  const instruction = field(body, "systemInstruction", "system_instruction");
  if (instruction !== undefined) {
    const parts = typeof instruction === "string" ? [{ text: instruction }] : partsOf(instruction);
    if (!parts) return undefined;
    const system = parts.map((part) => (typeof part.text === "string" ? part.text : "")).join("");
    if (system !== "") messages.push({ role: "system", content: system });
  }
  const calls: Calls = { open: [], made: 0 };
  for (const content of body.contents) {
    const parts = partsOf(content);
    if (!parts || !isRecord(content)) return undefined;
    const role = content.role ?? "user";
    if (role === "model") {
      const turn = readModelTurn(parts, calls);
      if (!turn) return undefined;
      messages.push(turn);
    } else if (role === "user") {
      const turn = readUserTurn(parts, calls);
      if (!turn) return undefined;
      messages.push(...turn);
    } else return undefined;
  }
  return { messages, ...readTools(declarationsOf(body.tools), readDeclaration) };
}
