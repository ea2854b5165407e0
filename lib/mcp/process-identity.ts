import "server-only";
import { readFileSync } from "node:fs";

/**
 * What tells one process from another that later gets the same pid: the boot it runs in and its
 * start time (clock ticks since boot, which no two processes with one pid share in one boot),
 * read from Linux's `/proc`, with its command line for people to read.
 */
export interface ProcessIdentity {
  pid: number;
  bootId: string;
  startTime: string;
  /** The process group it belongs to (a stdio server leads its own). */
  processGroup: number;
  /** Its command line, arguments separated by spaces. */
  command: string;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

let bootIdRead: { value: string | undefined } | undefined;

/** This machine's boot id, read once (it cannot change while Loupe runs); undefined without `/proc`. */
function currentBootId(): string | undefined {
  bootIdRead ??= { value: readText("/proc/sys/kernel/random/boot_id")?.trim() || undefined };
  return bootIdRead.value;
}

/**
 * The identity of the running process `pid`; undefined when it is gone, a zombie, or the system
 * has no `/proc`.
 */
export function readProcessIdentity(pid: number): ProcessIdentity | undefined {
  const bootId = currentBootId();
  const stat = readText(`/proc/${pid}/stat`);
  if (!bootId || !stat) return undefined;
  // After the command name in parentheses (which may hold spaces): state, ppid, pgrp, … starttime.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [state, , processGroup] = fields;
  const startTime = fields[19];
  if (state === undefined || state === "Z" || startTime === undefined) return undefined;
  const command = (readText(`/proc/${pid}/cmdline`) ?? "").split("\0").filter(Boolean).join(" ");
  return { pid, bootId, startTime, processGroup: Number(processGroup), command };
}

/** Whether two identities are the same process: same pid, boot and start time. */
export function isSameProcess(a: ProcessIdentity, b: ProcessIdentity): boolean {
  return a.pid === b.pid && a.bootId === b.bootId && a.startTime === b.startTime;
}
