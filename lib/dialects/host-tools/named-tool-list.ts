import type { DialectServer } from "@/lib/dialects/dialect";
import { namedTools } from "./named-tools";

/**
 * The tools of a text dialect's prompt (react-text, json), one entry each: its name and
 * description on one line, the JSON Schema of its input on the next (the demo model reads them
 * back the same way), then the servers' instructions and resources.
 */
export function formatNamedToolList(servers: readonly DialectServer[]): string {
  const entries = namedTools(servers).map(
    (tool) =>
      `- ${tool.name}: ${oneLine(tool.description)}\n  Input schema: ${JSON.stringify(tool.inputSchema)}`,
  );
  const notes = servers.flatMap((server) => {
    const lines: string[] = [];
    if (server.instructions) lines.push(`- ${server.name}: ${oneLine(server.instructions)}`);
    const uris = [
      ...server.resources.map((resource) => resource.uri),
      ...server.resourceTemplates.map((template) => template.uriTemplate),
    ];
    if (uris.length > 0) lines.push(`- ${server.name} resources: ${uris.join(", ")}`);
    return lines;
  });
  return notes.length > 0
    ? `${entries.join("\n")}\n\nAbout the MCP servers:\n${notes.join("\n")}`
    : entries.join("\n");
}

/** The tools' names, comma-separated, as the classic prompt lists them in brackets. */
export function namedToolNames(servers: readonly DialectServer[]): string {
  return namedTools(servers)
    .map((tool) => tool.name)
    .join(", ");
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
