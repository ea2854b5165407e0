import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import type { ListedServerConfig } from "@/lib/api/servers";
import { LoupeError } from "@/lib/errors";
import { knownSecrets } from "@/lib/security/secret-registry";
import { redactListedServer } from "@/lib/servers/server-secrets";
import { MAX_LISTED_SERVERS, ServerStore } from "@/lib/servers/server-store";
import { ensureServerTable } from "@/lib/servers/server-table";
import { openDatabase } from "@/lib/store/database";

const secret = () => `secret-${randomBytes(12).toString("hex")}`;

function memoryStore(): ServerStore {
  return new ServerStore(openDatabase(":memory:"));
}

function errorOf(run: () => unknown): LoupeError {
  try {
    run();
  } catch (error) {
    if (error instanceof LoupeError) return error;
    throw error;
  }
  throw new Error("expected a LoupeError");
}

const directories: string[] = [];
function databaseFile(): string {
  const directory = mkdtempSync(path.join(tmpdir(), "loupe-servers-"));
  directories.push(directory);
  return path.join(directory, "loupe.db");
}

afterEach(() => {
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

describe("ServerStore", () => {
  it("keeps a server as given, secrets included, with its id and times", () => {
    const store = memoryStore();
    const token = secret();
    const config: ListedServerConfig = {
      name: "remote",
      transport: "streamable-http",
      url: "http://127.0.0.1:3001/mcp",
      headers: { Authorization: `Bearer ${token}` },
      timeouts: { requestMs: 5_000, resetOnProgress: true, maxTotalMs: 60_000 },
    };
    const created = store.create(config);
    expect(created).toMatchObject({ ...config, id: expect.any(String) });
    expect(created.updatedAt).toBe(created.createdAt);
    expect(store.get(created.id)).toEqual(created);
    expect(store.list()).toEqual([created]);
  });

  it("survives closing and reopening the database file", () => {
    const file = databaseFile();
    const first = openDatabase(file);
    const id = new ServerStore(first).create({
      name: "everything",
      transport: "stdio",
      command: "node",
      args: ["server.js", "stdio"],
      env: { API_KEY: "abc" },
      cwd: "/tmp",
    }).id;
    first.close();
    const reopened = new ServerStore(openDatabase(file));
    expect(reopened.get(id)).toMatchObject({
      name: "everything",
      transport: "stdio",
      args: ["server.js", "stdio"],
      env: { API_KEY: "abc" },
      cwd: "/tmp",
    });
  });

  it("registers stored header and env values as secrets when the list is opened", () => {
    const headerValue = secret();
    const envValue = secret();
    const database = openDatabase(":memory:");
    ensureServerTable(database);
    const insert = database.prepare(
      "INSERT INTO servers (id, name, config, created_at, updated_at) VALUES (?, ?, ?, 1, 1)",
    );
    insert.run(
      "a",
      "a",
      JSON.stringify({
        transport: "sse",
        url: "http://127.0.0.1:1/sse",
        headers: { "X-Key": headerValue },
      }),
    );
    insert.run(
      "b",
      "b",
      JSON.stringify({ transport: "stdio", command: "node", env: { TOKEN: envValue } }),
    );
    expect(knownSecrets()).not.toContain(headerValue);
    new ServerStore(database);
    expect(knownSecrets()).toEqual(expect.arrayContaining([headerValue, envValue]));
  });

  it("answers secret header and env values, and a url's password, redacted; ordinary ones as they are", () => {
    const store = memoryStore();
    const remote = store.create({
      name: "remote",
      transport: "sse",
      url: "http://user:hunter2hunter2@127.0.0.1:3001/sse",
      headers: { Authorization: "Bearer abc" },
    });
    const local = store.create({
      name: "local",
      transport: "stdio",
      command: "node",
      env: { A: "b", HOME: "/home/me", MARKED: "c", API_KEY: "d" },
      secretEnv: ["MARKED"],
    });
    expect(redactListedServer(remote)).toMatchObject({
      url: "http://user:redacted@127.0.0.1:3001/sse",
      headers: { Authorization: "[redacted]" },
    });
    expect(redactListedServer(local)).toMatchObject({
      command: "node",
      env: { A: "b", HOME: "/home/me", MARKED: "[redacted]", API_KEY: "[redacted]" },
      secretEnv: ["MARKED"],
    });
  });

  it("keeps a stored value an edit sends back as [redacted], and takes new ones", () => {
    const store = memoryStore();
    const token = secret();
    const { id } = store.create({
      name: "remote",
      transport: "streamable-http",
      url: "http://user:pass-word-1@127.0.0.1:3001/mcp",
      headers: { Authorization: `Bearer ${token}`, "X-Team": "core" },
    });
    const updated = store.update(id, {
      url: "http://user:redacted@127.0.0.1:3001/mcp",
      headers: { Authorization: "[redacted]", "X-Team": "platform" },
    });
    expect(updated).toMatchObject({
      url: "http://user:pass-word-1@127.0.0.1:3001/mcp",
      headers: { Authorization: `Bearer ${token}`, "X-Team": "platform" },
    });
    expect(updated.updatedAt).toBeGreaterThanOrEqual(updated.createdAt);
  });

  it("refuses [redacted] for a value it does not hold", () => {
    const store = memoryStore();
    const { id } = store.create({
      name: "local",
      transport: "stdio",
      command: "node",
      env: { A: "b" },
    });
    const error = errorOf(() => store.update(id, { env: { B: "[redacted]" } }));
    expect(error.code).toBe("request:invalid");
    expect(error.message).toContain("env.B");
  });

  it("removes optional fields sent as null and drops another transport's fields", () => {
    const store = memoryStore();
    const { id } = store.create({
      name: "local",
      transport: "stdio",
      command: "node",
      args: ["a"],
      cwd: "/tmp",
      timeouts: { requestMs: 10 },
    });
    expect(store.update(id, { cwd: null, timeouts: null })).not.toHaveProperty("cwd");
    const remote = store.update(id, { transport: "sse", url: "http://127.0.0.1:9/sse" });
    expect(remote).toMatchObject({ transport: "sse", url: "http://127.0.0.1:9/sse" });
    expect(remote).not.toHaveProperty("command");
    expect(remote).not.toHaveProperty("args");
    expect(remote).not.toHaveProperty("timeouts");
  });

  it("checks the edited server whole", () => {
    const store = memoryStore();
    const { id } = store.create({ name: "local", transport: "stdio", command: "node" });
    const error = errorOf(() => store.update(id, { transport: "streamable-http" }));
    expect(error.message).toContain("url: a remote server needs a url");
  });

  it("refuses a name that is listed already, on create and on rename", () => {
    const store = memoryStore();
    store.create({ name: "one", transport: "stdio", command: "node" });
    const two = store.create({ name: "two", transport: "stdio", command: "node" });
    expect(
      errorOf(() => store.create({ name: "one", transport: "stdio", command: "x" })).message,
    ).toContain('"one" is listed already');
    expect(errorOf(() => store.update(two.id, { name: "one" })).code).toBe("request:invalid");
  });

  it("names copies and clashing imports with a suffix", () => {
    const store = memoryStore();
    const source = store.create({
      name: "everything",
      transport: "stdio",
      command: "node",
      env: { K: "v" },
    });
    expect(store.duplicate(source.id)).toMatchObject({ name: "everything-2", env: { K: "v" } });
    expect(store.duplicate(source.id, "renamed").name).toBe("renamed");
    const imported = store.createMany([
      { name: "everything", transport: "stdio", command: "a" },
      { name: "everything", transport: "stdio", command: "b" },
    ]);
    expect(imported.map((server) => server.name)).toEqual(["everything-3", "everything-4"]);
  });

  it("says which id is unknown", () => {
    const store = memoryStore();
    const error = errorOf(() => store.update("nope", { name: "x" }));
    expect(error).toMatchObject({ code: "server:not_found", status: 404 });
    expect(error.message).toContain('"nope"');
    expect(store.delete("nope")).toBe(false);
  });

  it("deletes a server", () => {
    const store = memoryStore();
    const { id } = store.create({ name: "gone", transport: "stdio", command: "node" });
    expect(store.delete(id)).toBe(true);
    expect(store.get(id)).toBeUndefined();
    expect(store.list()).toEqual([]);
  });

  it("holds at most MAX_LISTED_SERVERS servers", () => {
    const store = memoryStore();
    store.createMany(
      Array.from({ length: MAX_LISTED_SERVERS }, (_, index) => ({
        name: `s${index}`,
        transport: "stdio" as const,
        command: "node",
      })),
    );
    expect(
      errorOf(() => store.create({ name: "one-more", transport: "stdio", command: "node" }))
        .message,
    ).toContain(`${MAX_LISTED_SERVERS} servers`);
  });
});

describe("the servers table migration", () => {
  it("adds the table to a database made before it, keeping its sessions, and runs again as a no-op", () => {
    const file = databaseFile();
    const old = new Database(file);
    old.exec(`
      CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at REAL NOT NULL, task TEXT NOT NULL,
        model TEXT NOT NULL, dialect TEXT NOT NULL);
      CREATE TABLE events (session_id TEXT NOT NULL, seq INTEGER NOT NULL, at REAL NOT NULL,
        kind TEXT NOT NULL, turn INTEGER, data TEXT NOT NULL, PRIMARY KEY (session_id, seq));
      INSERT INTO sessions VALUES ('s1', 1, 'an old task', 'demo', 'xml');
    `);
    old.close();
    const database = openDatabase(file);
    new ServerStore(database).create({ name: "kept", transport: "stdio", command: "node" });
    new ServerStore(database);
    const columns = (
      database.prepare("PRAGMA table_info(servers)").all() as Array<{ name: string }>
    ).map((column) => column.name);
    expect(columns).toEqual(["id", "name", "config", "created_at", "updated_at"]);
    expect(database.prepare("SELECT task FROM sessions").all()).toEqual([{ task: "an old task" }]);
    expect(new ServerStore(database).list().map((server) => server.name)).toEqual(["kept"]);
  });
});
