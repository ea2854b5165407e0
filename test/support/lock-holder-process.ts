import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

const lockModule = pathToFileURL(path.resolve(process.cwd(), "lib/store/data-dir-lock-file.mjs"));

/** A separate Node process holding a data directory's lock until it is killed. */
export interface LockHolder {
  pid: number;
  process: ChildProcess;
  /** SIGKILLs the holder (its lock file stays behind, stale) and waits for it to go. */
  kill(): Promise<void>;
}

/**
 * Starts a plain Node process that takes `directory`'s lock (`how: "module"`, through
 * `data-dir-lock-file.mjs`, as Loupe does) or writes the lock file by hand in its documented
 * format (`how: "by-hand"`: its pid and a newline), then waits to be killed.
 */
export async function holdLockInChild(
  directory: string,
  how: "module" | "by-hand" = "module",
): Promise<LockHolder> {
  const take =
    how === "module"
      ? `const lock = await import(${JSON.stringify(lockModule.href)});
         const result = lock.acquireLockFile(${JSON.stringify(directory)});
         if (!result.acquired) throw new Error("not acquired");`
      : `const fs = await import("node:fs");
         fs.writeFileSync(${JSON.stringify(path.join(directory, "loupe.lock"))}, process.pid + "\\n", { flag: "wx" });`;
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", `${take}\nconsole.log("held");\nsetInterval(() => {}, 1000);`],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = createInterface({ input: child.stdout });
  const [line] = (await Promise.race([once(lines, "line"), once(child, "exit")])) as unknown[];
  if (line !== "held" || child.pid === undefined) {
    child.kill("SIGKILL");
    throw new Error(`The lock holder did not take ${directory}.`);
  }
  return {
    pid: child.pid,
    process: child,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    },
  };
}
