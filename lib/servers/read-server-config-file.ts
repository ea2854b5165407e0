import type { ImportWarning, ListedServerConfig, SkippedServer } from "@/lib/api/servers";
import { LoupeError } from "@/lib/errors";
import { isRecord } from "@/lib/mcp/transports/client-entry";
import { transportOf } from "@/lib/mcp/transports/index";
import { REDACTED } from "@/lib/security/redacted";
import { readServerEntry } from "@/lib/servers/read-server-entry";
import { serverNameFromKey } from "@/lib/servers/server-name-from-key";

/** Most servers one import reads; the rest are skipped and named. */
export const MAX_IMPORTED_SERVERS = 100;

/** What a config file holds, as listed-server configurations, plus what was skipped and why. */
export interface ServerConfigFile {
  servers: ListedServerConfig[];
  skipped: SkippedServer[];
  warnings: ImportWarning[];
}

/** The `name → entry` maps a file holds: `mcpServers`, VS Code's `servers`, or its settings' `mcp.servers`. */
function serverMaps(file: unknown): Array<Record<string, unknown>> {
  if (!isRecord(file)) {
    throw new LoupeError(
      "request:invalid",
      "The config is not a JSON object; send the contents of claude_desktop_config.json, .mcp.json, Cursor's or Cline's mcp settings, or VS Code's mcp.json.",
    );
  }
  const maps = [file.mcpServers, file.servers, isRecord(file.mcp) ? file.mcp.servers : undefined];
  const found = maps.filter((map) => map !== undefined);
  if (found.length === 0) {
    throw new LoupeError(
      "request:invalid",
      'The config has no "mcpServers" (Claude Desktop, Cursor, Cline, .mcp.json) or "servers" (VS Code) object.',
    );
  }
  const invalid = found.find((map) => !isRecord(map));
  if (invalid !== undefined) {
    throw new LoupeError(
      "request:invalid",
      'The config\'s "mcpServers" or "servers" must be an object of server names to servers.',
    );
  }
  return found as Array<Record<string, unknown>>;
}

/** The text values of a configuration's fields, each named by where it is (`args.0`, `env.HOME`). */
function stringsOf(config: ListedServerConfig): Array<[string, string]> {
  const transport = transportOf(config);
  const marks = new Set(transport.secretFields.values.map((field) => field.marked));
  const read = config as unknown as Record<string, unknown>;
  const fields: Array<[string, string]> = [];
  for (const field of transport.fields) {
    const value = read[field];
    if (marks.has(field) || value === undefined) continue;
    if (typeof value === "string") fields.push([field, value]);
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) fields.push([`${field}.${index}`, String(item)]);
    } else if (isRecord(value)) {
      for (const [name, item] of Object.entries(value))
        fields.push([`${field}.${name}`, String(item)]);
    }
  }
  return fields;
}

/** Warnings for `${input:…}` and other variables (kept as text) and `[redacted]` values. */
function warningsFor(config: ListedServerConfig): string[] {
  const warnings: string[] = [];
  for (const [where, value] of stringsOf(config)) {
    if (value === REDACTED) {
      warnings.push(`${where} is "${REDACTED}" (exports hide secrets): edit the server to set it`);
      continue;
    }
    for (const [variable] of value.matchAll(/\$\{[^}]*\}/g)) {
      warnings.push(
        variable.startsWith("${input:")
          ? `${where} uses ${variable}, a VS Code input Loupe does not prompt for; it is kept as text: edit the server to put the value in`
          : `${where} uses ${variable}, kept as text: Loupe does not expand variables`,
      );
    }
  }
  return warnings;
}

/**
 * Reads the servers of a client's config file: the `mcpServers` form of Claude Desktop,
 * Cursor, Cline and `.mcp.json`, and VS Code's `servers` form. Each server that cannot be read is
 * skipped and named with why; a file that holds no server map at all is `request:invalid`.
 */
export function readServerConfigFile(file: unknown): ServerConfigFile {
  const result: ServerConfigFile = { servers: [], skipped: [], warnings: [] };
  for (const map of serverMaps(file)) {
    for (const [key, entry] of Object.entries(map)) {
      const name = serverNameFromKey(key);
      if (result.servers.length >= MAX_IMPORTED_SERVERS) {
        result.skipped.push({
          name: key,
          reason: `one import reads at most ${MAX_IMPORTED_SERVERS} servers`,
        });
        continue;
      }
      if (name === "") {
        result.skipped.push({ name: key, reason: "its name has no letter or digit to keep" });
        continue;
      }
      const reading = readServerEntry(name, entry);
      if ("reason" in reading) {
        result.skipped.push({ name: key, reason: reading.reason });
        continue;
      }
      result.servers.push(reading.config);
      if (name !== key) {
        result.warnings.push({
          name: key,
          message: `listed as "${name}" (names use letters, digits, '_' and '-')`,
        });
      }
      for (const message of [...reading.warnings, ...warningsFor(reading.config)]) {
        result.warnings.push({ name, message });
      }
    }
  }
  return result;
}
