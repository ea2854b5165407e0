import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LoupeError } from "@/lib/errors";
import { lockDataDirectory } from "@/lib/store/data-dir-lock";
import { holdLockInChild, type LockHolder } from "@/test/support/lock-holder-process";

const directories: string[] = [];
const holders: LockHolder[] = [];

function temporaryDataDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), "loupe-lock-"));
  directories.push(directory);
  return directory;
}

/** A pid that belonged to a process which has exited since. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ["-e", ""]);
  if (!pid) throw new Error("could not start a short-lived process");
  return pid;
}

function lockText(directory: string): string {
  return readFileSync(path.join(directory, "loupe.lock"), "utf8");
}

function refusal(directory: string): LoupeError {
  try {
    lockDataDirectory(directory);
  } catch (error) {
    if (error instanceof LoupeError) return error;
    throw error;
  }
  throw new Error("the lock was taken");
}

afterEach(async () => {
  for (const holder of holders.splice(0)) await holder.kill();
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

describe("the data directory lock", () => {
  it("is taken with this process's pid in loupe.lock and removed on release()", () => {
    const directory = temporaryDataDirectory();
    const lock = lockDataDirectory(directory);
    expect(lockText(directory)).toBe(`${process.pid}\n`);
    lock.release();
    expect(existsSync(path.join(directory, "loupe.lock"))).toBe(false);
  });

  it("creates the data directory when it does not exist yet", () => {
    const directory = path.join(temporaryDataDirectory(), "nested", "data");
    lockDataDirectory(directory).release();
    expect(existsSync(directory)).toBe(true);
  });

  it("refuses a directory another live process holds, naming the directory and that pid", async () => {
    const directory = temporaryDataDirectory();
    const holder = await holdLockInChild(directory);
    holders.push(holder);
    const error = refusal(directory);
    expect(error.code).toBe("store:locked");
    expect(error.message).toContain(directory);
    expect(error.message).toContain(`process ${holder.pid}`);
    expect(lockText(directory)).toBe(`${holder.pid}\n`);
  });

  it("refuses a lock file written by hand in the documented format by a live process", async () => {
    const directory = temporaryDataDirectory();
    const holder = await holdLockInChild(directory, "by-hand");
    holders.push(holder);
    expect(refusal(directory).message).toContain(`process ${holder.pid}`);
  });

  it("takes over the lock of a holder that was SIGKILLed", async () => {
    const directory = temporaryDataDirectory();
    const holder = await holdLockInChild(directory);
    await holder.kill();
    expect(lockText(directory)).toBe(`${holder.pid}\n`);
    const lock = lockDataDirectory(directory);
    expect(lockText(directory)).toBe(`${process.pid}\n`);
    lock.release();
  });

  it("takes over a lock whose pid is gone or whose content is unreadable", () => {
    const directory = temporaryDataDirectory();
    for (const stale of [`${deadPid()}\n`, "", "not a pid\n", "0\n"]) {
      writeFileSync(path.join(directory, "loupe.lock"), stale);
      const lock = lockDataDirectory(directory);
      expect(lockText(directory)).toBe(`${process.pid}\n`);
      lock.release();
    }
  });

  it("answers the same lock when this process already holds it", () => {
    const directory = temporaryDataDirectory();
    const first = lockDataDirectory(directory);
    const second = lockDataDirectory(directory);
    expect(second.file).toBe(first.file);
    first.release();
  });

  it("release() leaves another process's lock alone", async () => {
    const directory = temporaryDataDirectory();
    const lock = lockDataDirectory(directory);
    lock.release();
    const holder = await holdLockInChild(directory);
    holders.push(holder);
    lock.release();
    expect(lockText(directory)).toBe(`${holder.pid}\n`);
  });
});
