import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import {
  type ListedServer,
  type ListedServerConfig,
  listedServerConfigSchema,
} from "@/lib/api/servers";
import { LoupeError } from "@/lib/errors";
import { fieldPath } from "@/lib/http/field-path";
import { urlOrigin } from "@/lib/http/url-origin";
import { registerServerSecrets } from "@/lib/security/register-server-secrets";
import type { ServerPatch } from "@/lib/servers/server-patch";
import {
  headersRetypedFor,
  restoreRedactedUrl,
  restoreRedactedValues,
} from "@/lib/servers/server-secrets";
import { ensureServerTable } from "@/lib/servers/server-table";
import { uniqueServerName } from "@/lib/servers/unique-server-name";
import type { LoupeDatabase } from "@/lib/store/database";
import { now } from "@/lib/store/event-store";

/** Most servers the list holds. */
export const MAX_LISTED_SERVERS = 500;

interface ServerRow {
  id: string;
  name: string;
  config: string;
  created_at: number;
  updated_at: number;
}

function serverFromRow(row: ServerRow): ListedServer {
  const config = JSON.parse(row.config) as Omit<ListedServerConfig, "name">;
  return {
    id: row.id,
    name: row.name,
    ...config,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  } as ListedServer;
}

/** The configuration of a listed server without its id and times. */
export function configOf(server: ListedServer): ListedServerConfig {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...config } = server;
  return config;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? fieldPath(issue.path) : "server"}: ${issue.message}`)
    .join("; ");
}

/** A configuration checked against the listed-server schema, or `request:invalid` saying why. */
function validConfig(value: unknown): ListedServerConfig {
  const parsed = listedServerConfigSchema.safeParse(value);
  if (!parsed.success) {
    throw new LoupeError(
      "request:invalid",
      `The server is invalid: ${describeIssues(parsed.error)}`,
    );
  }
  return parsed.data;
}

/**
 * The persisted server list over SQLite. Header and env values are stored as given (the data
 * directory is local) and registered as secrets when the list is opened and when they change,
 * so they are masked wherever else they would appear.
 */
export class ServerStore {
  private readonly statements;

  constructor(private readonly database: LoupeDatabase) {
    ensureServerTable(database);
    this.statements = {
      list: database.prepare("SELECT * FROM servers ORDER BY created_at, id"),
      get: database.prepare("SELECT * FROM servers WHERE id = ?"),
      names: database.prepare("SELECT name FROM servers"),
      count: database.prepare("SELECT COUNT(*) AS count FROM servers"),
      byName: database.prepare("SELECT id FROM servers WHERE name = ?"),
      insert: database.prepare(
        "INSERT INTO servers (id, name, config, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
      ),
      update: database.prepare(
        "UPDATE servers SET name = ?, config = ?, updated_at = ? WHERE id = ?",
      ),
      delete: database.prepare("DELETE FROM servers WHERE id = ?"),
    };
    registerServerSecrets(this.list());
  }

  /** Every listed server, oldest first, secrets included. */
  list(): ListedServer[] {
    return (this.statements.list.all() as ServerRow[]).map(serverFromRow);
  }

  /** The listed server with this id, or undefined. */
  get(id: string): ListedServer | undefined {
    const row = this.statements.get.get(id) as ServerRow | undefined;
    return row ? serverFromRow(row) : undefined;
  }

  /** The listed server with this id, or `server:not_found`. */
  require(id: string): ListedServer {
    const server = this.get(id);
    if (!server) {
      throw new LoupeError(
        "server:not_found",
        `No listed server has id "${id}"; GET /api/servers lists them.`,
      );
    }
    return server;
  }

  /** Adds a server; its name must not be listed already. */
  create(config: ListedServerConfig): ListedServer {
    const valid = validConfig(config);
    this.assertNameFree(valid.name);
    return this.database.transaction(() => this.insert(valid))();
  }

  /**
   * Adds several servers at once (an import), each name clashing with a listed one (or an
   * earlier one of the same batch) given a suffix (`name-2`); all or none are added.
   */
  createMany(configs: readonly ListedServerConfig[]): ListedServer[] {
    const valid = configs.map(validConfig);
    return this.database.transaction(() => {
      const taken = this.takenNames();
      return valid.map((config) => {
        const name = uniqueServerName(config.name, taken);
        taken.add(name);
        return this.insert({ ...config, name });
      });
    })();
  }

  /**
   * Applies an edit (see {@link ServerPatch}) and answers the server as it now is. A url moved to
   * another origin (scheme, host or port) forgets the stored header values the same edit does not
   * type out, so a credential in a header never goes to a server it was not given for.
   */
  update(id: string, patch: ServerPatch): ListedServer {
    const stored = this.require(id);
    const switching = patch.transport !== undefined && patch.transport !== stored.transport;
    // A new transport keeps only the name and timeouts; the old transport's fields do not apply.
    const merged: Record<string, unknown> = switching
      ? { name: stored.name, ...(stored.timeouts ? { timeouts: stored.timeouts } : {}) }
      : { ...configOf(stored) };
    for (const [field, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      if (value === null) delete merged[field];
      else merged[field] = value;
    }
    const storedHeaders = "headers" in stored ? stored.headers : undefined;
    const storedEnv = "env" in stored ? stored.env : undefined;
    if (patch.headers)
      merged.headers = restoreRedactedValues("headers", patch.headers, storedHeaders);
    if (patch.env) merged.env = restoreRedactedValues("env", patch.env, storedEnv);
    if (patch.url !== undefined) {
      merged.url = restoreRedactedUrl(patch.url, "url" in stored ? stored.url : undefined);
    }
    const storedUrl = "url" in stored ? stored.url : undefined;
    const mergedUrl = typeof merged.url === "string" ? merged.url : undefined;
    if (storedUrl && mergedUrl && urlOrigin(mergedUrl) !== urlOrigin(storedUrl)) {
      const headers = headersRetypedFor(patch.headers);
      if (headers) merged.headers = headers;
      else delete merged.headers;
    }
    const config = validConfig(merged);
    if (config.name !== stored.name) this.assertNameFree(config.name);
    const { name, ...rest } = config;
    this.statements.update.run(name, JSON.stringify(rest), now(), id);
    registerServerSecrets([config]);
    return this.require(id);
  }

  /** Removes a server from the list; false when there was none with this id. */
  delete(id: string): boolean {
    return this.statements.delete.run(id).changes > 0;
  }

  /** Adds a copy of a listed server (secrets included) under `name`, or its name with a suffix. */
  duplicate(id: string, name?: string): ListedServer {
    const source = configOf(this.require(id));
    if (name !== undefined) return this.create({ ...source, name });
    return this.database.transaction(() =>
      this.insert({ ...source, name: uniqueServerName(source.name, this.takenNames()) }),
    )();
  }

  private takenNames(): Set<string> {
    return new Set((this.statements.names.all() as Array<{ name: string }>).map((row) => row.name));
  }

  private assertNameFree(name: string): void {
    if (this.statements.byName.get(name)) {
      throw new LoupeError(
        "request:invalid",
        `A server named "${name}" is listed already; choose another name.`,
      );
    }
  }

  private insert(config: ListedServerConfig): ListedServer {
    const { count } = this.statements.count.get() as { count: number };
    if (count >= MAX_LISTED_SERVERS) {
      throw new LoupeError(
        "request:invalid",
        `The list holds ${MAX_LISTED_SERVERS} servers, the most it keeps; remove some first.`,
      );
    }
    const id = randomUUID();
    const at = now();
    const { name, ...rest } = config;
    this.statements.insert.run(id, name, JSON.stringify(rest), at, at);
    registerServerSecrets([config]);
    return this.require(id);
  }
}
