import type { DialectServer } from "@/lib/dialects/dialect";

/** The placeholders a system prompt may hold, each filled from what the session has connected. */
export const PLACEHOLDER_NAMES = ["tools", "mcp_servers", "resources", "task", "date"] as const;

/** One of `PLACEHOLDER_NAMES`. */
export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];

/** What the placeholders are filled from: the session's servers, its task and the day. */
export interface PlaceholderContext {
  servers: readonly DialectServer[];
  task: string;
  /** `{{date}}` is this day, as `YYYY-MM-DD` (UTC). */
  now: Date;
}

/** One `{{name}}` in a prompt: where it is, and whether Loupe fills it. */
export interface PlaceholderUse {
  name: string;
  start: number;
  end: number;
  known: boolean;
}

/** `{{name}}`, spaces allowed inside the braces. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

function isPlaceholderName(name: string): name is PlaceholderName {
  return (PLACEHOLDER_NAMES as readonly string[]).includes(name);
}

/** Every `{{name}}` a prompt holds, in order, known or not (an unknown one is left as written). */
export function findPlaceholders(text: string): PlaceholderUse[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => {
    const name = match[1] ?? "";
    return {
      name,
      start: match.index,
      end: match.index + match[0].length,
      known: isPlaceholderName(name),
    };
  });
}

function oneLine(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

function toolList(servers: readonly DialectServer[]): string {
  const entries = servers.flatMap((server) =>
    server.tools.map((tool) => {
      const description = oneLine(tool.description);
      const head = `- ${tool.name} (server ${server.name})${description ? `: ${description}` : ""}`;
      return `${head}\n  Input schema: ${JSON.stringify(tool.inputSchema ?? {})}`;
    }),
  );
  return entries.length > 0 ? entries.join("\n") : "(no tools)";
}

function serverList(servers: readonly DialectServer[]): string {
  if (servers.length === 0) return "(no MCP servers)";
  return servers
    .map((server) => {
      const tools = server.tools.map((tool) => tool.name).join(", ") || "none";
      const instructions = oneLine(server.instructions);
      return [
        `- ${server.name} (${server.transportLabel})`,
        ...(instructions ? [`  Instructions: ${instructions}`] : []),
        `  Tools: ${tools}`,
      ].join("\n");
    })
    .join("\n");
}

function resourceList(servers: readonly DialectServer[]): string {
  const entries = servers.flatMap((server) => [
    ...server.resources.map((resource) => {
      const about = [resource.name, oneLine(resource.description), resource.mimeType]
        .filter((part) => part !== undefined && part !== "")
        .join(", ");
      return `- ${resource.uri} (server ${server.name})${about ? `: ${about}` : ""}`;
    }),
    ...server.resourceTemplates.map((template) => {
      const about = [template.name, oneLine(template.description)].filter(Boolean).join(", ");
      return `- ${template.uriTemplate} (template, server ${server.name})${about ? `: ${about}` : ""}`;
    }),
  ]);
  return entries.length > 0 ? entries.join("\n") : "(no resources)";
}

/** The text each placeholder is replaced with, for this context. */
export function placeholderValues(context: PlaceholderContext): Record<PlaceholderName, string> {
  return {
    tools: toolList(context.servers),
    mcp_servers: serverList(context.servers),
    resources: resourceList(context.servers),
    task: context.task,
    date: context.now.toISOString().slice(0, 10),
  };
}

/**
 * The prompt as the model receives it: each known `{{name}}` replaced by its value, unknown ones
 * left as written. The one renderer of both the editor's preview and the request a turn sends.
 */
export function renderPromptTemplate(text: string, context: PlaceholderContext): string {
  if (!text.includes("{{")) return text;
  const values = placeholderValues(context);
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    isPlaceholderName(name) ? values[name] : whole,
  );
}
