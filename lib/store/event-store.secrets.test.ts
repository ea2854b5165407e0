import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import type { LoupeEvent } from "@/lib/events/types";
import { registerSecret } from "@/lib/security/secret-registry";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";

const key = "sk-store-secret-0123456789";
const created = { task: "t", model: "demo", dialect: "xml" } as const;

describe("EventStore and secrets", () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0))
      rmSync(directory, { recursive: true, force: true });
  });

  it("masks every known secret before an event is written, told or read, and marks it", () => {
    registerSecret(key);
    const directory = mkdtempSync(path.join(tmpdir(), "loupe-store-secrets-"));
    directories.push(directory);
    const file = path.join(directory, "loupe.db");
    const store = new EventStore(openDatabase(file));
    const session = store.createSession({ ...created, task: `use ${key}` });
    const heard: LoupeEvent[] = [];
    store.subscribe(session.id, (event) => heard.push(event));

    const stderr = store.append(session.id, {
      kind: "mcp.stderr",
      data: { serverId: "probe", text: `token=${key}\n` },
    });
    const [chunk] = store.appendMany(session.id, [
      {
        kind: "llm.chunk",
        data: {
          turn: 1,
          base64: Buffer.from(`: ${key}\n`).toString("base64"),
          offset: 0,
          length: key.length + 3,
        },
      },
      { kind: "turn.start", data: { turn: 1 } },
    ]);
    const plain = store.append(session.id, { kind: "turn.end", data: { turn: 1, status: "done" } });

    expect(stderr).toMatchObject({
      redacted: true,
      data: { text: `token=${"*".repeat(key.length)}\n` },
    });
    expect(chunk?.redacted).toBe(true);
    expect("redacted" in plain).toBe(false);
    const read = store.events(session.id);
    expect(read.map((event) => event.redacted ?? false)).toEqual([true, true, false, false]);
    expect(heard.map((event) => event.redacted ?? false)).toEqual([true, true, false, false]);
    expect(store.getSession(session.id)?.task).toBe(`use ${"*".repeat(key.length)}`);
    const everything = JSON.stringify(read) + JSON.stringify(heard);
    expect(everything).not.toContain(key);
    const chunkBytes = Buffer.from((read[1] as LoupeEvent<"llm.chunk">).data.base64, "base64");
    expect(chunkBytes.toString("utf8")).toBe(`: ${"*".repeat(key.length)}\n`);

    for (const suffix of ["", "-wal"]) {
      const bytes = readFileSync(`${file}${suffix}`, { flag: "r" });
      expect(bytes.includes(key)).toBe(false);
    }
  });

  it("adds the redacted column to a database made before it existed", () => {
    const directory = mkdtempSync(path.join(tmpdir(), "loupe-store-secrets-"));
    directories.push(directory);
    const file = path.join(directory, "loupe.db");
    const old = new Database(file);
    old.exec(`
      CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at REAL NOT NULL, task TEXT NOT NULL,
        model TEXT NOT NULL, dialect TEXT NOT NULL);
      CREATE TABLE events (session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL, at REAL NOT NULL, kind TEXT NOT NULL, turn INTEGER,
        data TEXT NOT NULL, PRIMARY KEY (session_id, seq)) WITHOUT ROWID;
      INSERT INTO sessions VALUES ('old', 1, 't', 'demo', 'xml');
      INSERT INTO events VALUES ('old', 1, 1, 'turn.start', 1, '{"turn":1}');`);
    old.close();
    const store = new EventStore(openDatabase(file));
    expect(store.events("old")).toEqual([
      { sessionId: "old", seq: 1, at: 1, kind: "turn.start", data: { turn: 1 } },
    ]);
    registerSecret(key);
    expect(
      store.append("old", { kind: "mcp.stderr", data: { serverId: "p", text: key } }).redacted,
    ).toBe(true);
    expect(store.events("old", 1)[0]?.redacted).toBe(true);
  });
});
