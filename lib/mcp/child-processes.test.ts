import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  recordChildProcessesIn,
  registerChildProcess,
  runningChildProcessCount,
  signalChildProcess,
} from "@/lib/mcp/child-processes";
import { PROCESS_RECORDS_FOLDER } from "@/lib/mcp/process-records";
import { isProcessRunning } from "@/test/support/server-everything";

/** A detached launcher that starts a grandchild (as `npx` does) and prints the grandchild's pid. */
const launcher = `
const { spawn } = require("node:child_process");
const grandchild = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
console.log(grandchild.pid);
setInterval(() => {}, 1000);
`;

describe("child process registry", () => {
  it("counts a started server until it exits, and a signal reaches its whole process group", async () => {
    const before = runningChildProcessCount();
    const child = spawn(process.execPath, ["-e", launcher], {
      detached: true,
      stdio: ["ignore", "pipe", "ignore"],
    });
    const grandchildPid = await new Promise<number>((resolve) => {
      child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    });
    registerChildProcess(child);
    expect(runningChildProcessCount()).toBe(before + 1);
    expect(isProcessRunning(grandchildPid)).toBe(true);

    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    signalChildProcess(child, "SIGTERM");
    await exited;
    expect(runningChildProcessCount()).toBe(before);
    await expect.poll(() => isProcessRunning(grandchildPid)).toBe(false);
  });

  it("does nothing for a process that has already exited", async () => {
    const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await new Promise<void>((resolve) => child.once("exit", () => resolve()));
    expect(() => signalChildProcess(child, "SIGKILL")).not.toThrow();
    expect(child.signalCode).toBeNull();
  });

  it("records a started server in the data directory it is told of, and forgets it at exit", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), "loupe-records-"));
    try {
      recordChildProcessesIn(directory);
      const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], {
        detached: true,
        stdio: "ignore",
      });
      await once(child, "spawn");
      registerChildProcess(child);
      const file = path.join(directory, PROCESS_RECORDS_FOLDER, `${child.pid}.json`);
      expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({
        pid: child.pid,
        processGroup: child.pid,
        command: `${process.execPath} -e setInterval(() => {}, 1000)`,
        startTime: expect.stringMatching(/^\d+$/),
      });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const exited = once(child, "exit");
      signalChildProcess(child, "SIGKILL");
      await exited;
      expect(existsSync(file)).toBe(false);
      expect(readdirSync(path.join(directory, PROCESS_RECORDS_FOLDER))).toEqual([]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
