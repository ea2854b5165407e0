import type { RawRpcAnswer, RawRpcError } from "@/lib/api/inspector";
import { type SchemaIssue, validateJson } from "@/lib/views/inspector/forms/json-schema-check";
import type { JsonSchema } from "@/lib/views/inspector/forms/schema-form-ref";

/** One content block of a tool result (or one `resources/read` content), ready to show. */
export type ContentView =
  | { kind: "text"; text: string; json?: unknown }
  | { kind: "image"; mimeType: string; data: string; source: string; fileName: string }
  | { kind: "audio"; mimeType: string; data: string; source: string; fileName: string }
  | {
      kind: "resource_link";
      uri: string;
      name?: string;
      title?: string;
      description?: string;
      mimeType?: string;
    }
  | {
      kind: "resource";
      uri: string;
      mimeType?: string;
      text?: string;
      json?: unknown;
      blob?: string;
      source?: string;
      fileName: string;
    }
  | { kind: "unknown"; type: string; value: unknown };

/** What `structuredContent` made of the tool's `outputSchema`. */
export type StructuredCheck =
  | { kind: "none" }
  | { kind: "unchecked" }
  | { kind: "valid" }
  | { kind: "invalid"; issues: SchemaIssue[] }
  | { kind: "missing" };

/** A `tools/call` result, ready to show. */
export interface ToolResultView {
  isError: boolean;
  content: ContentView[];
  structuredContent?: unknown;
  structured: StructuredCheck;
  /** A call run as a task answers the task it started instead of a result. */
  task?: { taskId: string; status: string };
}

/** What a call came to: the server's result, or its JSON-RPC error (a failed request). */
export type CallOutcome =
  | { kind: "result"; view: ToolResultView; raw: unknown }
  | { kind: "rpc-error"; error: RawRpcError }
  | { kind: "notification" };

/** Reads `POST /rpc`'s answer to a `tools/call`, checking structured content against `outputSchema`. */
export function describeCallAnswer(answer: RawRpcAnswer, outputSchema?: JsonSchema): CallOutcome {
  if ("error" in answer) return { kind: "rpc-error", error: answer.error };
  if ("notification" in answer) return { kind: "notification" };
  return {
    kind: "result",
    view: describeToolResult(answer.result, outputSchema),
    raw: answer.result,
  };
}

/** A `tools/call` result's content, error flag, structured content and its check. */
export function describeToolResult(result: unknown, outputSchema?: JsonSchema): ToolResultView {
  const record = isRecord(result) ? result : {};
  const content = Array.isArray(record.content)
    ? record.content.map((block, index) => describeContent(block, index))
    : [];
  const isError = record.isError === true;
  const hasStructured = record.structuredContent !== undefined;
  const view: ToolResultView = {
    isError,
    content,
    structured: checkStructured(record.structuredContent, hasStructured, isError, outputSchema),
    ...(hasStructured ? { structuredContent: record.structuredContent } : {}),
  };
  const task = record.task;
  if (isRecord(task) && typeof task.taskId === "string") {
    view.task = {
      taskId: task.taskId,
      status: typeof task.status === "string" ? task.status : "unknown",
    };
  }
  return view;
}

function checkStructured(
  structured: unknown,
  present: boolean,
  isError: boolean,
  outputSchema: JsonSchema | undefined,
): StructuredCheck {
  if (outputSchema === undefined) return present ? { kind: "unchecked" } : { kind: "none" };
  if (!present) return isError ? { kind: "none" } : { kind: "missing" };
  const issues = validateJson(structured, outputSchema);
  return issues.length === 0 ? { kind: "valid" } : { kind: "invalid", issues };
}

/** One content block, by its `type`; a block Loupe does not know is kept whole as JSON. */
export function describeContent(block: unknown, index = 0): ContentView {
  if (!isRecord(block)) return { kind: "unknown", type: typeof block, value: block };
  const type = typeof block.type === "string" ? block.type : "(no type)";
  if (type === "text" && typeof block.text === "string") return textView(block.text);
  if ((type === "image" || type === "audio") && typeof block.data === "string") {
    const mimeType = typeof block.mimeType === "string" ? block.mimeType : `${type}/*`;
    return {
      kind: type,
      mimeType,
      data: block.data,
      source: dataUrl(mimeType, block.data),
      fileName: `${type}-${index + 1}.${extensionFor(mimeType)}`,
    };
  }
  if (type === "resource_link" && typeof block.uri === "string") {
    return {
      kind: "resource_link",
      uri: block.uri,
      ...optionalText(block, ["name", "title", "description", "mimeType"]),
    };
  }
  if (type === "resource" && isRecord(block.resource))
    return describeResourceContents(block.resource, index);
  return { kind: "unknown", type, value: block };
}

/** One entry of `resources/read`'s `contents` (or an embedded resource): text or a base64 blob. */
export function describeResourceContents(resource: unknown, index = 0): ContentView {
  if (!isRecord(resource) || typeof resource.uri !== "string") {
    return { kind: "unknown", type: "resource", value: resource };
  }
  const mimeType = typeof resource.mimeType === "string" ? resource.mimeType : undefined;
  const fileName = resourceFileName(resource.uri, mimeType, index);
  if (typeof resource.text === "string") {
    const json = parseJsonValue(resource.text);
    return {
      kind: "resource",
      uri: resource.uri,
      ...(mimeType ? { mimeType } : {}),
      text: resource.text,
      ...(json === undefined ? {} : { json }),
      fileName,
    };
  }
  if (typeof resource.blob === "string") {
    return {
      kind: "resource",
      uri: resource.uri,
      ...(mimeType ? { mimeType } : {}),
      blob: resource.blob,
      source: dataUrl(mimeType ?? "application/octet-stream", resource.blob),
      fileName,
    };
  }
  return { kind: "unknown", type: "resource", value: resource };
}

/** The contents a `resources/read` result holds. */
export function describeReadResult(result: unknown): ContentView[] {
  const contents = isRecord(result) && Array.isArray(result.contents) ? result.contents : [];
  return contents.map((entry, index) => describeResourceContents(entry, index));
}

/** A `data:` URL for base64 content, for `<img>`, `<audio>` and downloads. */
export function dataUrl(mimeType: string, base64: string): string {
  return `data:${mimeType};base64,${base64.replace(/\s+/g, "")}`;
}

/** How many bytes base64 text holds (for the size shown beside a blob). */
export function base64Bytes(base64: string): number {
  const clean = base64.replace(/\s+/g, "");
  const padding = clean.endsWith("==") ? 2 : clean.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

function textView(text: string): ContentView {
  const json = parseJsonValue(text);
  return json === undefined ? { kind: "text", text } : { kind: "text", text, json };
}

/** The JSON object or array a text is (scalars stay text). */
function parseJsonValue(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/svg+xml": "svg",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/mpeg": "mp3",
  "audio/ogg": "ogg",
  "application/json": "json",
  "application/gzip": "gz",
  "text/plain": "txt",
};

function extensionFor(mimeType: string): string {
  return EXTENSIONS[mimeType] ?? (mimeType.split("/")[1]?.replace(/[^a-z0-9]+/gi, "") || "bin");
}

function resourceFileName(uri: string, mimeType: string | undefined, index: number): string {
  const last = uri.split(/[/?#]/).filter(Boolean).at(-1) ?? "";
  const safe = last.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 80);
  if (safe.includes(".")) return safe;
  return `${safe || `resource-${index + 1}`}.${mimeType ? extensionFor(mimeType) : "bin"}`;
}

function optionalText(record: Record<string, unknown>, keys: string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const key of keys) {
    const value = record[key];
    if (typeof value === "string") picked[key] = value;
  }
  return picked;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
