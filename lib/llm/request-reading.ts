import type { ModelMessage, ModelTool } from "@/lib/llm/model-request";

/**
 * What a provider reads back out of a request body of its wire format (a captured agent's): the
 * neutral messages, system prompts included, and the functions offered. The inverse of its
 * `buildRequest`, for any client's request, not only Loupe's.
 */
export interface RequestReading {
  messages: ModelMessage[];
  tools: ModelTool[];
  /** The size of each of `tools`' definition as the request sent it: its JSON's characters. */
  toolCharacters: number[];
}

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The text of a message's content: a string as it is, or the `text` of its parts whose `type`
 * is one of `textTypes`, joined by blank lines, parts of `otherTypes` (images, files) carrying
 * none; `null` is empty. Undefined when the content is neither a string, a list of parts nor
 * null, or has a part of another type: then it is not this format's.
 */
export function contentText(
  content: unknown,
  textTypes: readonly string[],
  otherTypes: readonly string[] = [],
): string | undefined {
  if (content === null || content === undefined) return "";
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return undefined;
  const texts: string[] = [];
  for (const part of content) {
    if (!isRecord(part) || typeof part.type !== "string") return undefined;
    if (textTypes.includes(part.type)) {
      if (typeof part.text !== "string") return undefined;
      texts.push(part.text);
    } else if (!otherTypes.includes(part.type)) return undefined;
  }
  return texts.join("\n\n");
}

/** Arguments as the neutral shape keeps them: JSON text, an object written as JSON. */
export function argumentsText(value: unknown): string {
  if (typeof value === "string") return value;
  return JSON.stringify(value ?? {});
}

/** A function offered in the OpenAI shape (`{ type: "function", function: { name, … } }`). */
export function readFunctionTool(tool: unknown): ModelTool | undefined {
  if (!isRecord(tool) || !isRecord(tool.function)) return undefined;
  const { name, description, parameters } = tool.function;
  if (typeof name !== "string") return undefined;
  return {
    name,
    ...(typeof description === "string" ? { description } : {}),
    parameters: isRecord(parameters) ? parameters : {},
  };
}

/**
 * The functions a request's list of tool definitions offers, each read by `readTool` (which
 * leaves out what is no function), with the size of the definition it came from, in order.
 */
export function readTools(
  definitions: unknown,
  readTool: (definition: unknown) => ModelTool | undefined,
): Pick<RequestReading, "tools" | "toolCharacters"> {
  const tools: ModelTool[] = [];
  const toolCharacters: number[] = [];
  for (const definition of Array.isArray(definitions) ? definitions : []) {
    const tool = readTool(definition);
    if (!tool) continue;
    tools.push(tool);
    toolCharacters.push(JSON.stringify(definition).length);
  }
  return { tools, toolCharacters };
}
