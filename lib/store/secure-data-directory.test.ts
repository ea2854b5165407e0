import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProviderStore } from "@/lib/providers/provider-store";
import { startServer } from "@/lib/server-start";
import { lockDataDirectory } from "@/lib/store/data-dir-lock";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";

let root = "";
let umask = 0;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "loupe-modes-"));
  // A common default that leaves new files readable by everyone.
  umask = process.umask(0o022);
});

afterEach(() => {
  process.umask(umask);
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

function mode(file: string): number {
  return statSync(file).mode & 0o777;
}

/** Every file and directory below `directory`, with its mode in octal. */
function modes(directory: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(directory, { recursive: true }) as string[]) {
    found[entry] = mode(path.join(directory, entry)).toString(8);
  }
  return found;
}

describe("the data directory's permissions", () => {
  it("creates the directory 0700 and every file in it 0600: database, WAL, providers, lock", () => {
    const directory = path.join(root, "nested", "data");
    const lock = lockDataDirectory(directory);
    const database = openDatabase(path.join(directory, "loupe.db"));
    try {
      const store = new EventStore(database);
      const session = store.createSession({ task: "t", model: "demo", dialect: "xml" });
      store.append(session.id, { kind: "turn.start", data: { turn: 1 } });
      new ProviderStore(path.join(directory, "providers.json"), {}).create({ preset: "vllm" });
      expect(mode(directory)).toBe(0o700);
      expect(modes(directory)).toEqual({
        "loupe.db": "600",
        "loupe.db-wal": "600",
        "loupe.db-shm": "600",
        "loupe.lock": "600",
        "providers.json": "600",
      });
    } finally {
      database.close();
      lock.release();
    }
  });

  it("tightens an existing looser directory at start, with one line saying so", () => {
    const directory = path.join(root, "data");
    mkdirSync(path.join(directory, "older"), { recursive: true });
    const database = openDatabase(path.join(directory, "loupe.db"));
    database.close();
    writeFileSync(path.join(directory, "providers.json"), '{"version":1,"providers":[]}');
    writeFileSync(path.join(directory, "older", "notes.txt"), "x");
    chmodSync(directory, 0o755);
    chmodSync(path.join(directory, "older"), 0o755);
    for (const file of ["loupe.db", "providers.json", "older/notes.txt"]) {
      chmodSync(path.join(directory, file), 0o644);
    }
    vi.stubEnv("LOUPE_DATA_DIR", directory);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      startServer();
      expect(mode(directory)).toBe(0o700);
      expect(modes(directory)).toEqual({
        "loupe.db": "600",
        "loupe.db-wal": "600",
        "loupe.db-shm": "600",
        "loupe.lock": "600",
        older: "700",
        "older/notes.txt": "600",
        "providers.json": "600",
      });
      const lines = info.mock.calls.map((call) => String(call[0]));
      const said = lines.filter((line) => line.includes("readable by you only"));
      expect(said).toEqual([
        `  Loupe made its data directory ${directory} readable by you only (directories 700, files 600), since it holds server secrets and provider keys: the directory (was 755), loupe.db (was 644), older (was 755), older/notes.txt (was 644), providers.json (was 644).`,
      ]);
      info.mockClear();
      startServer();
      expect(info.mock.calls.join("")).not.toContain("readable by you only");
    } finally {
      info.mockRestore();
    }
  });

  it("follows a data directory that is a symbolic link, never a link inside it", () => {
    const real = path.join(root, "real-data");
    mkdirSync(real, { mode: 0o755 });
    chmodSync(real, 0o755);
    const database = openDatabase(path.join(real, "loupe.db"));
    database.close();
    chmodSync(path.join(real, "loupe.db"), 0o644);
    const outside = path.join(root, "outside.txt");
    writeFileSync(outside, "not Loupe's");
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(real, "linked.txt"));
    const linked = path.join(root, "data-link");
    symlinkSync(real, linked);
    vi.stubEnv("LOUPE_DATA_DIR", linked);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      startServer();
      expect(mode(real)).toBe(0o700);
      expect(mode(path.join(real, "loupe.db"))).toBe(0o600);
      expect(mode(outside)).toBe(0o644);
      const said = info.mock.calls.map((call) => String(call[0])).join("\n");
      expect(said).toContain("the directory (was 755), loupe.db (was 644)");
    } finally {
      info.mockRestore();
    }
  });
});
