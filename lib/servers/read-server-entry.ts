import { fieldPath } from "@/lib/http/field-path";
import type { ListedServerConfig } from "@/lib/servers/listed-server";
import { listedServerConfigSchema } from "@/lib/servers/listed-server";

/** What one entry of a config file gave: a configuration, or why it could not be read. */
export type ServerEntryReading =
  | { config: ListedServerConfig; warnings: string[] }
  | { reason: string };

/** How each client spells a transport in `type` (or Cline's older `transportType`). */
const transportByType: Record<string, ListedServerConfig["transport"]> = {
  stdio: "stdio",
  sse: "sse",
  http: "streamable-http",
  "streamable-http": "streamable-http",
  streamableHttp: "streamable-http",
  streamable_http: "streamable-http",
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A `name: value` map with numbers and booleans as text, or the reason it is not one. */
function readTextMap(
  field: string,
  value: unknown,
): { values?: Record<string, string> } | { reason: string } {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) return { reason: `${field} must be an object of names to text` };
  const values: Record<string, string> = {};
  for (const [name, item] of Object.entries(value)) {
    if (typeof item === "string") values[name] = item;
    else if (typeof item === "number" || typeof item === "boolean") values[name] = String(item);
    else return { reason: `${field}.${name} must be text` };
  }
  return { values };
}

function transportOf(entry: Record<string, unknown>): ListedServerConfig["transport"] | string {
  const type = entry.type ?? entry.transportType;
  if (typeof type === "string") return transportByType[type] ?? `unknown type "${type}"`;
  if (type !== undefined) return "type must be text";
  if (entry.command !== undefined) return "stdio";
  if (entry.url !== undefined || entry.serverUrl !== undefined) return "streamable-http";
  return "it has neither a command (stdio) nor a url (remote)";
}

/**
 * Reads one server of an `mcpServers` or VS Code `servers` map into a listed-server
 * configuration: stdio `command`/`args`/`env`/`cwd`, remote `type`/`url`/`headers` (a `url`
 * without `type` is Streamable HTTP). Fields Loupe does not use are ignored.
 */
export function readServerEntry(name: string, entry: unknown): ServerEntryReading {
  if (!isRecord(entry)) return { reason: "the entry is not an object" };
  const transport = transportOf(entry);
  if (transport !== "stdio" && transport !== "sse" && transport !== "streamable-http") {
    return { reason: `${transport}; Loupe reads stdio, sse, http and streamable-http` };
  }
  const warnings: string[] = [];
  let candidate: Record<string, unknown>;
  if (transport === "stdio") {
    const env = readTextMap("env", entry.env);
    if ("reason" in env) return env;
    if (entry.args !== undefined && !Array.isArray(entry.args)) {
      return { reason: "args must be a list of text" };
    }
    if (entry.envFile !== undefined) {
      warnings.push("envFile is not read: set its variables in env");
    }
    candidate = {
      name,
      transport,
      command: entry.command,
      ...(entry.args === undefined ? {} : { args: entry.args }),
      ...(env.values ? { env: env.values } : {}),
      ...(entry.cwd === undefined ? {} : { cwd: entry.cwd }),
    };
  } else {
    const headers = readTextMap("headers", entry.headers);
    if ("reason" in headers) return headers;
    candidate = {
      name,
      transport,
      url: entry.url ?? entry.serverUrl,
      ...(headers.values ? { headers: headers.values } : {}),
    };
  }
  const parsed = listedServerConfigSchema.safeParse(candidate);
  if (!parsed.success) {
    return {
      reason: parsed.error.issues
        .map(
          (issue) => `${issue.path.length > 0 ? `${fieldPath(issue.path)}: ` : ""}${issue.message}`,
        )
        .join("; "),
    };
  }
  return { config: parsed.data, warnings };
}
