import type { DialectServer } from "@/lib/dialects/dialect";
import type { ParsedAction, TextSpan } from "@/lib/events/types";
import { buildParsedAction } from "./build-action";
import { findHostTool, type HostToolDefinition } from "./catalogue";
import {
  FINAL_ANSWER_NAMES,
  NAMED_TOOL_SEPARATOR,
  OFFERED_BUILTINS,
  OPT_IN_BUILTINS,
  RESOURCE_TOOL,
} from "./named-tools";
import { parseJsonParameter } from "./parameter-value";

/** How a use gives its input: JSON text, a `Tool[value]` bracket, an already parsed value, none. */
export type NamedToolInput =
  | { form: "json"; text: string }
  | { form: "bracket"; text: string }
  | { form: "value"; value: unknown }
  | { form: "none" };

/** One tool use as a text dialect read it, before it is checked against the tools. */
export interface NamedToolUse {
  /** The tool's name as written. */
  name: string;
  input: NamedToolInput;
  /** How the dialect calls the input in its messages: `Action Input`, `action_input`. */
  inputLabel: string;
  span: TextSpan;
  partial: boolean;
  /** Format errors the dialect found while reading. */
  errors: string[];
  /** Notes that do not stop the action (an Observation the model wrote, cut off). */
  notes?: string[];
}

/**
 * Reads a named tool use into the catalogue's terms (what `catalogueHostAction` maps to a host
 * action). `servers` (the session's, when known) lets a bare MCP tool name that one server offers
 * stand for it, and a bare `Tool[value]` fill the tool's first required (or only) parameter;
 * without them an MCP tool must be named `server.tool` and take a JSON object.
 */
export function readNamedToolUse(
  use: NamedToolUse,
  servers?: readonly DialectServer[],
): ParsedAction {
  const parsed = readUse(use, servers);
  const errors = inDialectWords(parsed.errors, use.inputLabel);
  return { ...parsed, errors: [...errors, ...(use.notes ?? [])] };
}

/**
 * The catalogue's messages (which name XML tags) in a text dialect's words: a missing
 * parameter is a key its input lacks, and an MCP tool's `arguments` is its input. Missing keys
 * go unsaid when the input itself is missing or unreadable.
 */
function inDialectWords(errors: readonly string[], inputLabel: string): string[] {
  const missingKey = (error: string) =>
    /^missing required parameter <(\w+)> in <\w+>$/.exec(error)?.[1];
  const inputFailed = errors.some(
    (error) =>
      error.includes(`has no ${inputLabel}`) ||
      /^(arguments|\S+ Input|action_input) (is|must) /.test(error),
  );
  return errors.flatMap((error) => {
    const missing = missingKey(error);
    if (missing !== undefined) {
      if (inputFailed) return [];
      return [
        missing === "arguments" ? `${inputLabel} is missing` : `${inputLabel} has no "${missing}"`,
      ];
    }
    const empty = /^parameter <(\w+)> in <\w+> is empty$/.exec(error)?.[1];
    if (empty !== undefined) return [`"${empty}" in ${inputLabel} is empty`];
    return [error.replace(/^arguments (?=is |must |nests )/, `${inputLabel} `)];
  });
}

function readUse(use: NamedToolUse, servers?: readonly DialectServer[]): ParsedAction {
  const name = use.name.trim();
  const { span, partial } = use;
  const finish = findHostTool("attempt_completion");
  if (finish && FINAL_ANSWER_NAMES.test(name)) {
    const result = use.input.form === "none" ? undefined : textOf(use.input);
    const rawParams = new Map(result === undefined ? [] : [["result", result]]);
    return buildParsedAction({ tool: finish, rawParams, span, partial, errors: [...use.errors] });
  }
  const builtin =
    OFFERED_BUILTINS.includes(name) || OPT_IN_BUILTINS.includes(name) || name === RESOURCE_TOOL;
  const definition = builtin ? findHostTool(name) : undefined;
  if (definition) return readBuiltin(use, definition);
  const mcp = mcpToolOf(name, servers);
  if (!mcp) {
    return {
      name: name || "(no name)",
      params: { input: inputText(use.input) },
      span,
      valid: false,
      partial,
      errors: [...use.errors, ...unknownToolErrors(name, use.errors)],
    };
  }
  const errors = [...use.errors];
  const rawParams = new Map([
    ["server_name", mcp.server],
    ["tool_name", mcp.tool],
  ]);
  const argumentsText = mcpArguments(use, mcp.inputSchema, errors);
  if (argumentsText !== undefined) rawParams.set("arguments", argumentsText);
  const tool = findHostTool("use_mcp_tool") as HostToolDefinition;
  return buildParsedAction({ tool, rawParams, span, partial, errors });
}

/** Why a name is no tool, unless the dialect already said (an empty name, located). */
function unknownToolErrors(name: string, said: readonly string[]): string[] {
  if (name !== "") {
    return [
      `'${name}' is not one of the tools listed in the system prompt (an MCP tool is named server${NAMED_TOOL_SEPARATOR}tool)`,
    ];
  }
  return said.length > 0 ? [] : ["the action names no tool"];
}

function readBuiltin(use: NamedToolUse, definition: HostToolDefinition): ParsedAction {
  const errors = [...use.errors];
  const rawParams = new Map<string, string>();
  const fields = fieldsOf(use, errors);
  if (typeof fields === "string") {
    const first = definition.parameters[0];
    if (first) rawParams.set(first.name, fields);
  } else if (fields) {
    for (const [key, value] of Object.entries(fields)) {
      rawParams.set(key, typeof value === "string" ? value : JSON.stringify(value));
    }
  }
  const { span, partial } = use;
  return buildParsedAction({ tool: definition, rawParams, span, partial, errors });
}

/**
 * The input's fields, or a bare value for the tool's first parameter (a bracket or a string),
 * or undefined with the reason in `errors`.
 */
function fieldsOf(
  use: NamedToolUse,
  errors: string[],
): Record<string, unknown> | string | undefined {
  const { input, inputLabel } = use;
  switch (input.form) {
    case "none":
      if (!use.partial) errors.push(`the action '${use.name.trim()}' has no ${inputLabel}`);
      return undefined;
    case "value":
      if (typeof input.value === "string") return input.value;
      if (input.value && typeof input.value === "object" && !Array.isArray(input.value)) {
        return input.value as Record<string, unknown>;
      }
      errors.push(
        `${inputLabel} must be a JSON object (or a string), got ${JSON.stringify(input.value)}`,
      );
      return undefined;
    case "bracket":
      if (!input.text.trim().startsWith("{")) return input.text.trim();
      return jsonFields(input.text, inputLabel, use.partial, errors);
    case "json":
      return jsonFields(input.text, inputLabel, use.partial, errors);
  }
}

function jsonFields(
  text: string,
  label: string,
  partial: boolean,
  errors: string[],
): Record<string, unknown> | undefined {
  const parsed = parseJsonParameter(
    { name: label, kind: "json-object", required: true, description: "" },
    text,
  );
  if (parsed.ok) return parsed.value as Record<string, unknown>;
  if (!partial) errors.push(parsed.error);
  return undefined;
}

/** The `arguments` text of an MCP tool use: its JSON, or a bare value keyed by its parameter. */
function mcpArguments(
  use: NamedToolUse,
  inputSchema: unknown,
  errors: string[],
): string | undefined {
  const { input } = use;
  if (input.form === "json") return input.text;
  if (input.form === "value") {
    if (typeof input.value !== "string") return JSON.stringify(input.value);
    return bareArguments(use, input.value, inputSchema, errors);
  }
  if (input.form === "bracket") {
    const text = input.text.trim();
    return text.startsWith("{") ? text : bareArguments(use, text, inputSchema, errors);
  }
  if (!use.partial) errors.push(`the action '${use.name.trim()}' has no ${use.inputLabel}`);
  return undefined;
}

function bareArguments(
  use: NamedToolUse,
  value: string,
  inputSchema: unknown,
  errors: string[],
): string | undefined {
  const parameter = firstParameterOf(inputSchema);
  if (parameter) return JSON.stringify({ [parameter]: value });
  errors.push(
    `'${use.name.trim()}' was given a bare value, and the host cannot tell which of its parameters it is: give its ${use.inputLabel} as a JSON object`,
  );
  return undefined;
}

/** The parameter a bare value fills: the schema's first required property, else its only one. */
function firstParameterOf(inputSchema: unknown): string | undefined {
  if (!inputSchema || typeof inputSchema !== "object") return undefined;
  const schema = inputSchema as { properties?: unknown; required?: unknown };
  const properties =
    schema.properties && typeof schema.properties === "object"
      ? Object.keys(schema.properties)
      : [];
  const required = Array.isArray(schema.required)
    ? schema.required.filter((name): name is string => typeof name === "string")
    : [];
  return (
    required.find((name) => properties.includes(name)) ??
    (properties.length === 1 ? properties[0] : undefined)
  );
}

function mcpToolOf(
  name: string,
  servers: readonly DialectServer[] | undefined,
): { server: string; tool: string; inputSchema?: unknown } | undefined {
  const at = name.indexOf(NAMED_TOOL_SEPARATOR);
  if (at > 0 && at < name.length - 1) {
    const server = name.slice(0, at);
    const tool = name.slice(at + 1);
    if (!servers) return { server, tool };
    const offered = servers
      .find((candidate) => candidate.name === server)
      ?.tools.find((candidate) => candidate.name === tool);
    return offered ? { server, tool, inputSchema: offered.inputSchema } : undefined;
  }
  const matches = (servers ?? []).flatMap((server) =>
    server.tools
      .filter((tool) => tool.name === name)
      .map((tool) => ({ server: server.name, tool: tool.name, inputSchema: tool.inputSchema })),
  );
  return matches.length === 1 ? matches[0] : undefined;
}

function textOf(input: Exclude<NamedToolInput, { form: "none" }>): string {
  if (input.form === "value") {
    return typeof input.value === "string" ? input.value : JSON.stringify(input.value);
  }
  return input.text.trim();
}

function inputText(input: NamedToolInput): string {
  return input.form === "none" ? "" : textOf(input);
}
