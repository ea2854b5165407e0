import "server-only";
import type { ChildProcess } from "node:child_process";
import { forgetProcess, recordProcess } from "@/lib/mcp/process-records";
import { runtimeSlot } from "@/lib/runtime";

/** The stdio MCP server processes Loupe has started and not yet seen exit. */
interface ChildRegistry {
  children: Set<ChildProcess>;
  /** The data directory whose `mcp-processes/` records them, once this process holds it. */
  recordsDirectory?: string;
}

const stopSignals = ["SIGINT", "SIGTERM"] as const;

/**
 * Keeps track of a started stdio server process so that it is killed when Loupe's own process
 * exits or is interrupted, even if its connection is never closed, and records it in the data
 * directory (once {@link recordChildProcessesIn} named it) for when Loupe is killed outright.
 * One registry per process.
 */
export function registerChildProcess(child: ChildProcess): void {
  const registry = childRegistry();
  registry.children.add(child);
  const { pid } = child;
  const directory = registry.recordsDirectory;
  if (directory && pid !== undefined) {
    try {
      recordProcess(directory, pid);
    } catch (error) {
      console.error(`[loupe] could not record stdio server process ${pid}:`, error);
    }
  }
  child.once("exit", () => {
    registry.children.delete(child);
    if (directory && pid !== undefined) forgetProcess(directory, pid);
  });
}

/**
 * From now on, records every started stdio server in `directory` (the data directory this
 * process holds), so that a Loupe started after this one is killed can end those left running
 * (see `endOrphanedProcesses`).
 */
export function recordChildProcessesIn(directory: string): void {
  childRegistry().recordsDirectory = directory;
}

/** How many registered child processes are still running (for tests and diagnostics). */
export function runningChildProcessCount(): number {
  return childRegistry().children.size;
}

/**
 * Sends `signal` to the child's whole process group (it is started detached, so a launcher like
 * `npx` takes its own children with it), falling back to the child alone.
 */
export function signalChildProcess(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  if (child.pid !== undefined && process.platform !== "win32") {
    try {
      process.kill(-child.pid, signal);
      return;
    } catch {
      // The group is gone or was never created: signal the child itself.
    }
  }
  try {
    child.kill(signal);
  } catch {
    // Already gone.
  }
}

function childRegistry(): ChildRegistry {
  return runtimeSlot<ChildRegistry>("mcp-stdio-children", () => {
    const registry: ChildRegistry = { children: new Set() };
    const killAll = (signal: NodeJS.Signals) => {
      for (const child of registry.children) signalChildProcess(child, signal);
    };
    process.once("exit", () => {
      killAll("SIGKILL");
      const directory = registry.recordsDirectory;
      if (!directory) return;
      for (const { pid } of registry.children) if (pid !== undefined) forgetProcess(directory, pid);
    });
    for (const stopSignal of stopSignals) {
      process.once(stopSignal, () => {
        killAll("SIGTERM");
        // A listener replaces Node's default of exiting; keep that default when nobody else listens.
        if (process.listenerCount(stopSignal) === 0) process.kill(process.pid, stopSignal);
      });
    }
    return registry;
  });
}
