import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readProcessIdentity } from "@/lib/mcp/process-identity";
import {
  describeEndedProcesses,
  endOrphanedProcesses,
  PROCESS_RECORDS_FOLDER,
  recordProcess,
} from "@/lib/mcp/process-records";
import { startServer } from "@/lib/server-start";
import { isProcessRunning } from "@/test/support/server-everything";

const crashingLoupe = path.resolve("test/support/stdio-server-then-crash.mjs");
const stubbornServer = path.resolve("test/support/stubborn-stdio-server.mjs");

const directories: string[] = [];
const started: number[] = [];

afterEach(() => {
  vi.unstubAllEnvs();
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already ended, as it should be.
    }
  }
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

function temporaryDataDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), "loupe-orphans-"));
  directories.push(directory);
  return directory;
}

function records(directory: string): string[] {
  const folder = path.join(directory, PROCESS_RECORDS_FOLDER);
  return existsSync(folder) ? readdirSync(folder) : [];
}

/** A process that keeps running until killed, outside any Loupe. */
async function bystander(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  await once(child, "spawn");
  if (child.pid === undefined) throw new Error("the bystander did not start");
  started.push(child.pid);
  return child as ChildProcess & { pid: number };
}

/** Starts a Loupe that starts `server` over stdio, then SIGKILLs that Loupe; answers the server's pid. */
async function crashWithStdioServer(directory: string, server: string[]): Promise<number> {
  const loupe = spawn(process.execPath, [crashingLoupe, ...server], {
    cwd: process.cwd(),
    env: { ...process.env, LOUPE_DATA_DIR: directory },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  loupe.stderr.on("data", (data: Buffer) => {
    stderr += data.toString();
  });
  const exited = once(loupe, "exit");
  const pid = await new Promise<number>((resolve, reject) => {
    createInterface({ input: loupe.stdout }).on("line", (line) => {
      if (line.startsWith("server ")) resolve(Number(line.slice("server ".length)));
    });
    loupe.once("exit", () => reject(new Error(`The Loupe to kill ended on its own: ${stderr}`)));
  });
  started.push(pid);
  loupe.kill("SIGKILL");
  await exited;
  return pid;
}

describe("stdio servers left running by a killed Loupe", () => {
  it("ends a server that ignores stdin closing and SIGTERM at the next start, saying so", async () => {
    const directory = temporaryDataDirectory();
    const notes = path.join(directory, "stubborn-notes.txt");
    const pid = await crashWithStdioServer(directory, [process.execPath, stubbornServer, notes]);

    const notesSay = (line: string) => () =>
      existsSync(notes) && readFileSync(notes, "utf8").split("\n").includes(line);
    await expect.poll(notesSay("stdin ended; staying")).toBe(true);
    process.kill(pid, "SIGTERM");
    await expect.poll(notesSay("ignoring SIGTERM")).toBe(true);
    expect(isProcessRunning(pid)).toBe(true);
    expect(records(directory)).toEqual([`${pid}.json`]);

    vi.stubEnv("LOUPE_DATA_DIR", directory);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      startServer();
      await expect.poll(() => isProcessRunning(pid)).toBe(false);
      const lines = info.mock.calls.map((call) => String(call[0]));
      expect(lines.filter((line) => line.includes("left running"))).toEqual([
        expect.stringMatching(
          new RegExp(
            `^ {2}Loupe ended 1 stdio MCP server that a previous Loupe on this data directory started and left running: pid ${pid} \\(${process.execPath} ${stubbornServer} ${notes}, started \\d{4}-\\d\\d-\\d\\dT[^)]+\\)\\.$`,
          ),
        ),
      ]);
      expect(records(directory)).toEqual([]);
    } finally {
      info.mockRestore();
    }
  }, 60_000);

  it("never ends a process that only has a recorded pid, and drops records of gone ones", async () => {
    const directory = temporaryDataDirectory();
    const other = await bystander();
    recordProcess(directory, other.pid);
    const file = path.join(directory, PROCESS_RECORDS_FOLDER, `${other.pid}.json`);
    const record = JSON.parse(readFileSync(file, "utf8"));
    // The same pid, but a process that started at another time: the pid was reused.
    writeFileSync(
      file,
      JSON.stringify({ ...record, startTime: String(Number(record.startTime) - 1) }),
    );
    writeFileSync(
      path.join(directory, PROCESS_RECORDS_FOLDER, "999999999.json"),
      JSON.stringify({ ...record, pid: 999_999_999 }),
    );
    writeFileSync(path.join(directory, PROCESS_RECORDS_FOLDER, "damaged.json"), "{");

    expect(endOrphanedProcesses(directory)).toEqual([]);
    expect(isProcessRunning(other.pid)).toBe(true);
    expect(readProcessIdentity(other.pid)?.startTime).toBe(record.startTime);
    expect(records(directory)).toEqual([]);
  });

  it("ends the recorded process itself when it is still the one recorded", async () => {
    const directory = temporaryDataDirectory();
    const left = await bystander();
    const exited = once(left, "exit");
    recordProcess(directory, left.pid);
    expect(endOrphanedProcesses(directory)).toEqual([
      expect.objectContaining({
        pid: left.pid,
        command: `${process.execPath} -e setInterval(() => {}, 1000)`,
      }),
    ]);
    expect(await exited).toEqual([null, "SIGKILL"]);
    expect(records(directory)).toEqual([]);
  });

  it.each([
    ["its whole group when it was recorded leading it", undefined, false],
    ["itself alone when it was not recorded leading its group", 1, true],
  ])("ends %s", async (_what, recordedGroup, childSurvives) => {
    const directory = temporaryDataDirectory();
    const script =
      'const c = require("node:child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" }); console.log(c.pid); setInterval(() => {}, 1000);';
    const leader = spawn(process.execPath, ["-e", script], {
      detached: true,
      stdio: ["ignore", "pipe", "ignore"],
    });
    const childPid = await new Promise<number>((resolve) => {
      createInterface({ input: leader.stdout as NonNullable<typeof leader.stdout> }).once(
        "line",
        (line) => resolve(Number(line)),
      );
    });
    const leaderPid = leader.pid as number;
    started.push(leaderPid, childPid);
    recordProcess(directory, leaderPid);
    if (recordedGroup !== undefined) {
      const file = path.join(directory, PROCESS_RECORDS_FOLDER, `${leaderPid}.json`);
      const record = JSON.parse(readFileSync(file, "utf8"));
      expect(record.processGroup).toBe(leaderPid);
      writeFileSync(file, JSON.stringify({ ...record, processGroup: recordedGroup }));
    }
    const exited = once(leader, "exit");
    expect(endOrphanedProcesses(directory)).toEqual([expect.objectContaining({ pid: leaderPid })]);
    expect(await exited).toEqual([null, "SIGKILL"]);
    if (childSurvives) expect(isProcessRunning(childPid)).toBe(true);
    else await expect.poll(() => isProcessRunning(childPid)).toBe(false);
  });

  it("masks the secrets Loupe knows in the command lines it logs", () => {
    const key = "sk-orphan-line-key-0123456789";
    vi.stubEnv("LOUPE_KEY_ORPHAN_LINE", key);
    const line = describeEndedProcesses([
      {
        pid: 4242,
        bootId: "boot",
        startTime: "1",
        processGroup: 4242,
        command: `node server.js --api-key ${key}`,
        startedAt: "2026-12-01T00:00:00.000Z",
      },
    ]);
    expect(line).not.toContain(key);
    expect(line).toContain(`pid 4242 (node server.js --api-key ${"*".repeat(key.length)}, started`);
  });
});
