import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoupeEvent } from "@/lib/events/types";
import { startRun } from "@/lib/loop/session-run";
import { getSessionOverview, getSessionView, step } from "@/lib/loop/session-service";
import { closeInterruptedTurns, startServer } from "@/lib/server-start";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";
import { crashMidTurn } from "@/test/support/crash-mid-turn-process";
import { holdLockInChild, type LockHolder } from "@/test/support/lock-holder-process";

const directories: string[] = [];
const holders: LockHolder[] = [];

function temporaryDataDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), "loupe-crash-"));
  directories.push(directory);
  return directory;
}

afterEach(async () => {
  for (const holder of holders.splice(0)) await holder.kill();
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

describe("start-up after a crash", () => {
  it("shows a turn cut by a SIGKILL as interrupted, and the session steps again", async () => {
    const directory = temporaryDataDirectory();
    const { sessionId } = await crashMidTurn(directory);

    const database = openDatabase(path.join(directory, "loupe.db"));
    const store = new EventStore(database);
    try {
      const cut = store.events(sessionId);
      expect(cut.filter((event) => event.kind === "llm.chunk").length).toBeGreaterThanOrEqual(3);
      expect(cut.some((event) => event.kind === "turn.end")).toBe(false);

      expect(closeInterruptedTurns(store)).toBe(1);
      const restarted = getSessionView(sessionId, store);
      expect(restarted.status).toBe("interrupted");
      expect(restarted.lastError?.code).toBe("session:interrupted");
      expect(restarted.messages.map((message) => message.role)).toEqual(["system", "user"]);

      const result = await step(sessionId, store);
      expect(result).toMatchObject({ turn: 2, status: "awaiting-decision" });
      expect(getSessionView(sessionId, store).status).toBe("awaiting-decision");
      expect(closeInterruptedTurns(store)).toBe(0);
    } finally {
      database.close();
    }
  }, 60_000);

  it("keeps a run cut by a SIGKILL to its last event, marks it interrupted, and Run continues it", async () => {
    const directory = temporaryDataDirectory();
    const { sessionId } = await crashMidTurn(directory, { during: "run" });

    const database = openDatabase(path.join(directory, "loupe.db"));
    const store = new EventStore(database);
    try {
      const cut = store.events(sessionId);
      const kinds = cut.map((event) => event.kind);
      expect(kinds).toContain("run.start");
      expect(kinds).toContain("observation");
      expect(kinds).not.toContain("run.end");
      expect(cut.at(-1)?.kind).not.toBe("turn.end");

      expect(closeInterruptedTurns(store)).toBe(1);
      const restarted = getSessionOverview(sessionId, store);
      expect(restarted.lastSeq).toBe((cut.at(-1)?.seq ?? 0) + 1);
      expect(restarted.status).toBe("interrupted");
      expect(restarted.run).toMatchObject({ fromTurn: 0, state: "interrupted" });
      expect(restarted.turn).toBe(2);
      // The first turn's answer and observation are kept; the cut turn's half answer is not.
      expect(restarted.messages.map((message) => message.role)).toEqual([
        "system",
        "user",
        "assistant",
        "user",
      ]);

      const ended = new Promise<LoupeEvent>((resolve) => {
        const unsubscribe = store.subscribe(sessionId, (event) => {
          if (event.kind !== "run.end") return;
          unsubscribe();
          resolve(event);
        });
      });
      expect(startRun(sessionId, { maxTurns: 1 }, store)).toEqual({
        run: { fromTurn: 2, maxTurns: 1, state: "running" },
      });
      const end = await ended;
      expect(end.kind === "run.end" && end.data.reason).not.toBe("error");
      const continued = getSessionOverview(sessionId, store);
      expect(continued.turn).toBe(3);
      expect(continued.run).toMatchObject({ fromTurn: 2 });
      expect(continued.run?.state).not.toBe("interrupted");
      expect(closeInterruptedTurns(store)).toBe(0);
    } finally {
      database.close();
    }
  }, 60_000);
});

describe("startServer", () => {
  it("refuses a data directory another process holds, naming it and that process", async () => {
    const directory = temporaryDataDirectory();
    const holder = await holdLockInChild(directory);
    holders.push(holder);
    vi.stubEnv("LOUPE_DATA_DIR", directory);
    try {
      expect(() => startServer()).toThrow(
        `Another Loupe (process ${holder.pid}) is using the data directory ${directory}.`,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("takes the data directory's lock, then closes the turns a crash left open", () => {
    const directory = temporaryDataDirectory();
    const database = openDatabase(path.join(directory, "loupe.db"));
    const before = new EventStore(database);
    const session = before.createSession({ task: "t", model: "demo", dialect: "xml" });
    before.append(session.id, { kind: "turn.start", data: { turn: 1 } });
    database.close();
    vi.stubEnv("LOUPE_DATA_DIR", directory);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      startServer();
      expect(readFileSync(path.join(directory, "loupe.lock"), "utf8")).toBe(`${process.pid}\n`);
      expect(info.mock.calls.join("")).toContain("Loupe is ready");
      const reopened = openDatabase(path.join(directory, "loupe.db"));
      const after = new EventStore(reopened);
      expect(after.openTurns()).toEqual([]);
      expect(after.events(session.id).at(-1)).toMatchObject({
        kind: "turn.end",
        data: { turn: 1, status: "interrupted" },
      });
      reopened.close();
    } finally {
      info.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});
