import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { holdLockInChild } from "@/test/support/lock-holder-process";

const script = path.resolve(process.cwd(), "scripts/start.mjs");

describe("npm start", () => {
  it("refuses to listen on a non-loopback address without LOUPE_ALLOW_REMOTE=1", () => {
    const result = spawnSync(process.execPath, [script], {
      env: { ...process.env, HOST: "0.0.0.0", PORT: "3999", LOUPE_ALLOW_REMOTE: "" },
      encoding: "utf8",
      timeout: 10_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Refusing to listen on 0.0.0.0");
    expect(result.stderr).toContain("LOUPE_ALLOW_REMOTE=1");
  });

  it("exits at once, naming the directory and the process, when another Loupe holds the data directory", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), "loupe-start-"));
    const holder = await holdLockInChild(directory);
    try {
      // A non-loopback HOST makes the script stop before any build even if the lock went unseen.
      const result = await runStart({
        LOUPE_DATA_DIR: directory,
        HOST: "0.0.0.0",
        PORT: "3999",
        LOUPE_ALLOW_REMOTE: "",
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `Another Loupe (process ${holder.pid}) is using the data directory ${directory}.`,
      );
    } finally {
      await holder.kill();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

/** Runs `scripts/start.mjs` without blocking this process (the lock holder's pipe stays read). */
function runStart(env: Record<string, string>): Promise<{ status: number | null; stderr: string }> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (data: Buffer) => {
    stderr += data.toString();
  });
  return new Promise((resolve) => child.on("exit", (status) => resolve({ status, stderr })));
}
