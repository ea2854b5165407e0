import { readToolSchema } from "@/lib/demo/model/read-schema";
import type { PromptServer, PromptTool } from "@/lib/demo/model/read-system-prompt";

/**
 * Reads one `## <name> (<transport>)` block: its `### Available Tools` (`- name: description`,
 * then `Input Schema:` and the indented JSON) and its `### Direct Resources` (`- uri (name): ...`).
 */
export function readServerBlock(lines: string[]): PromptServer {
  const heading = (lines[0] ?? "").replace(/^##\s+/, "").trim();
  const titled = /^(.*?)\s*\((.*)\)$/.exec(heading);
  const server: PromptServer = {
    name: titled?.[1] || heading,
    transport: titled?.[2],
    tools: [],
    resources: [],
  };
  let subsection = "";
  let tool: { entry: PromptTool; schemaLines: string[] | null } | undefined;
  const finishTool = () => {
    if (!tool) return;
    if (tool.schemaLines) tool.entry.schema = readToolSchema(tool.schemaLines.join("\n"));
    server.tools.push(tool.entry);
    tool = undefined;
  };
  for (const line of lines.slice(1)) {
    if (/^###\s/.test(line)) {
      finishTool();
      subsection = line
        .replace(/^###\s+/, "")
        .trim()
        .toLowerCase();
      continue;
    }
    const item = /^ ?-\s+([^\s:]+):?\s*(.*)$/.exec(line);
    if (subsection === "available tools") {
      if (item?.[1] && !line.startsWith("  ")) {
        finishTool();
        const entry = { serverName: server.name, name: item[1], description: item[2] ?? "" };
        tool = { entry, schemaLines: null };
      } else if (tool) {
        readToolLine(tool, line);
      }
    } else if (subsection === "direct resources") {
      const resource = /^ ?-\s+(\S+)(?:\s+\(([^)]*)\))?/.exec(line);
      const uri = resource?.[1]?.replace(/:$/, "");
      if (uri) server.resources.push({ serverName: server.name, uri, name: resource?.[2] });
    }
  }
  finishTool();
  return server;
}

function readToolLine(tool: { entry: PromptTool; schemaLines: string[] | null }, line: string) {
  if (tool.schemaLines) {
    tool.schemaLines.push(line);
    return;
  }
  const schemaStart = /^\s*Input Schema:\s*(.*)$/i.exec(line);
  if (schemaStart) tool.schemaLines = [schemaStart[1] ?? ""];
  else if (line.trim()) tool.entry.description = `${tool.entry.description} ${line.trim()}`.trim();
}
