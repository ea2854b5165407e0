/** The text an MCP result becomes in an observation, and whether the server flagged it an error. */
export interface McpResultText {
  text: string;
  isError: boolean;
}

/** An MCP `tools/call` result as received: checked at run time, since it comes from outside. */
export interface McpCallResultLike {
  content?: unknown;
  isError?: unknown;
  structuredContent?: unknown;
  toolResult?: unknown;
}

/** An MCP `resources/read` result as received. */
export interface McpReadResultLike {
  contents?: unknown;
}

const noResponse = "(No response)";

/**
 * Turns a `tools/call` result into observation text: text items joined by blank lines, binary
 * items summarized (`[image: image/png, 1024 bytes]`), `isError` carried over.
 */
export function mcpResultToText(result: McpCallResultLike): McpResultText {
  const isError = result.isError === true;
  const items = Array.isArray(result.content) ? result.content : [];
  const parts = items.map(describeContentItem).filter((part) => part !== "");
  if (parts.length > 0) return { text: parts.join("\n\n"), isError };
  if (result.structuredContent !== undefined) {
    return { text: safeJson(result.structuredContent), isError };
  }
  if (result.toolResult !== undefined) return { text: safeJson(result.toolResult), isError };
  return { text: noResponse, isError };
}

/** Turns a `resources/read` result into observation text: text contents joined, blobs summarized. */
export function mcpResourceToText(result: McpReadResultLike): string {
  const contents = Array.isArray(result.contents) ? result.contents : [];
  const parts = contents.map((item) => {
    const record = asRecord(item);
    if (typeof record.text === "string") return record.text;
    if (typeof record.blob === "string") {
      return `[blob: ${stringOr(record.uri, "resource")}, ${mimeOf(record)}, ${base64Bytes(record.blob)} bytes]`;
    }
    return "";
  });
  const text = parts.filter((part) => part !== "").join("\n\n");
  return text === "" ? noResponse : text;
}

function describeContentItem(item: unknown): string {
  const record = asRecord(item);
  switch (record.type) {
    case "text":
      return typeof record.text === "string" ? record.text : "";
    case "image":
    case "audio":
      return `[${record.type}: ${mimeOf(record)}, ${base64Bytes(record.data)} bytes]`;
    case "resource": {
      const resource = asRecord(record.resource);
      const uri = stringOr(resource.uri, "unknown uri");
      if (typeof resource.text === "string") return `[resource: ${uri}]\n${resource.text}`;
      return `[resource: ${uri}, ${mimeOf(resource)}, ${base64Bytes(resource.blob)} bytes]`;
    }
    case "resource_link": {
      const name = typeof record.name === "string" ? ` (${record.name})` : "";
      return `[resource link: ${stringOr(record.uri, "unknown uri")}${name}]`;
    }
    default:
      return `[${stringOr(record.type, "unknown")} content]`;
  }
}

/** Decoded size of base64 data, without decoding it. */
function base64Bytes(data: unknown): number {
  if (typeof data !== "string") return 0;
  const compact = data.replace(/\s/g, "");
  const padding = compact.endsWith("==") ? 2 : compact.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((compact.length * 3) / 4) - padding);
}

function mimeOf(record: Record<string, unknown>): string {
  return stringOr(record.mimeType, "unknown type");
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === "string" && value !== "" ? value : fallback;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? noResponse;
  } catch {
    return "[a result that could not be serialized]";
  }
}
