import type { ParsedAction, TextSpan } from "@/lib/events/types";
import { findHostTool, type HostToolDefinition } from "./catalogue";
import { parseJsonParameter, trimParameterValue } from "./parameter-value";

/** What a dialect read of one tool use (a tag, a function call), before validation. */
export interface RawToolUse {
  tool: HostToolDefinition;
  /** Parameter values exactly as they appeared between their tags, in the order read. */
  rawParams: Map<string, string>;
  span: TextSpan;
  partial: boolean;
  /** Structural errors found while reading (unclosed tags). */
  errors: string[];
}

/**
 * Turns a read action into a `ParsedAction`: trims values, parses JSON parameters and checks
 * required ones against the catalogue. `json` is the parsed `arguments` object itself (what an
 * MCP `tools/call` takes); a JSON array parameter is keyed by name: `{ options: [...] }`.
 */
export function buildParsedAction(raw: RawToolUse): ParsedAction {
  const errors = [...raw.errors];
  const params: Record<string, string> = {};
  let json: Record<string, unknown> | undefined;
  for (const [name, value] of raw.rawParams) {
    const parameter = raw.tool.parameters.find((candidate) => candidate.name === name);
    if (parameter) params[name] = trimParameterValue(parameter, value);
  }
  for (const parameter of raw.tool.parameters) {
    const value = params[parameter.name];
    if (value === undefined) {
      if (parameter.required && !raw.partial) {
        errors.push(`missing required parameter <${parameter.name}> in <${raw.tool.name}>`);
      }
      continue;
    }
    if (parameter.kind === "json-object" || parameter.kind === "json-array") {
      const parsed = parseJsonParameter(parameter, value);
      if (!parsed.ok) errors.push(parsed.error);
      else if (parameter.kind === "json-object") json = parsed.value as Record<string, unknown>;
      else json = { ...json, [parameter.name]: parsed.value };
    } else if (parameter.kind === "line" && parameter.required && value === "") {
      errors.push(`parameter <${parameter.name}> in <${raw.tool.name}> is empty`);
    }
  }
  const action: ParsedAction = {
    name: raw.tool.name,
    params,
    span: raw.span,
    valid: errors.length === 0 && !raw.partial,
    partial: raw.partial,
    errors,
  };
  if (json !== undefined) action.json = json;
  return action;
}

/**
 * The action a person edited before executing it: the new parameter values, validated by the
 * same rules as a parsed one (required parameters, JSON). Span and name stay those of the original.
 */
export function withEditedParams(
  action: ParsedAction,
  edited: Record<string, string>,
): ParsedAction {
  const tool = findHostTool(action.name);
  if (!tool) return { ...action, params: { ...action.params, ...edited } };
  const merged = new Map(Object.entries({ ...action.params, ...edited }));
  const rebuilt = buildParsedAction({
    tool,
    rawParams: merged,
    span: action.span,
    partial: false,
    errors: [],
  });
  return action.toolCall ? { ...rebuilt, toolCall: action.toolCall } : rebuilt;
}
