import "server-only";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  isSameProcess,
  type ProcessIdentity,
  readProcessIdentity,
} from "@/lib/mcp/process-identity";
import { scrubText } from "@/lib/security/scrub-event";
import { DATA_FILE_MODE, makeDataDirectory } from "@/lib/store/data-dir-mode.mjs";

/** The folder of the data directory where each running stdio server has a record. */
export const PROCESS_RECORDS_FOLDER = "mcp-processes";

const processRecordSchema = z.object({
  pid: z.number().int().positive(),
  bootId: z.string().min(1),
  startTime: z.string().regex(/^\d+$/),
  processGroup: z.number().int(),
  command: z.string(),
  startedAt: z.string(),
});

/** A started stdio server as its record file keeps it: its identity and when Loupe started it. */
export type ProcessRecord = z.infer<typeof processRecordSchema>;

function recordsFolder(directory: string): string {
  return path.join(directory, PROCESS_RECORDS_FOLDER);
}

function recordFile(directory: string, pid: number): string {
  return path.join(recordsFolder(directory), `${pid}.json`);
}

/**
 * Writes a record of the started process `pid` (`mcp-processes/<pid>.json`, mode 0600), so the
 * next Loupe on this data directory can end it if this one dies without doing so. Nothing is
 * written where the process cannot be identified (it is gone already, or there is no `/proc`).
 */
export function recordProcess(directory: string, pid: number): void {
  const identity = readProcessIdentity(pid);
  if (!identity) return;
  const record: ProcessRecord = { ...identity, startedAt: new Date().toISOString() };
  makeDataDirectory(recordsFolder(directory));
  writeFileSync(recordFile(directory, pid), `${JSON.stringify(record)}\n`, {
    mode: DATA_FILE_MODE,
  });
}

/** Removes the record of process `pid` (it exited, or was ended). */
export function forgetProcess(directory: string, pid: number): void {
  rmSync(recordFile(directory, pid), { force: true });
}

function readRecords(directory: string): { file: string; record?: ProcessRecord }[] {
  let names: string[];
  try {
    names = readdirSync(recordsFolder(directory));
  } catch {
    return [];
  }
  return names.map((name) => {
    const file = path.join(recordsFolder(directory), name);
    try {
      const parsed = processRecordSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
      return parsed.success ? { file, record: parsed.data } : { file };
    } catch {
      return { file };
    }
  });
}

/**
 * Ends a recorded process that is still running: its whole process group (what it started) when
 * it was recorded leading its own group and still does, else the process alone, so a group the
 * server was never the leader of is never signalled.
 */
function endProcess(record: ProcessRecord, running: ProcessIdentity): void {
  const ledItsGroup = record.processGroup === record.pid && running.processGroup === record.pid;
  try {
    process.kill(ledItsGroup ? -record.pid : record.pid, "SIGKILL");
  } catch {
    // It exited in the meantime.
  }
}

/**
 * Ends the stdio servers a previous Loupe on this data directory started and left running (it
 * was killed before it could end them, and they ignore stdin closing and SIGTERM), and removes
 * every record. A process is ended only if it is the very one recorded (same pid, boot and start
 * time in `/proc`), so a pid reused by another process is never touched. Answers the processes
 * it ended. Call it only while holding the data directory's lock.
 */
export function endOrphanedProcesses(directory: string): ProcessRecord[] {
  const ended: ProcessRecord[] = [];
  for (const { file, record } of readRecords(directory)) {
    const running = record ? readProcessIdentity(record.pid) : undefined;
    if (record && running && isSameProcess(running, record)) {
      endProcess(record, running);
      ended.push(record);
    }
    rmSync(file, { force: true });
  }
  return ended;
}

/**
 * The log line saying which left-over processes were ended, each command line with the secrets
 * Loupe knows masked (a key or token passed as an argument stays out of the log).
 */
export function describeEndedProcesses(ended: readonly ProcessRecord[]): string {
  const count = ended.length === 1 ? "1 stdio MCP server" : `${ended.length} stdio MCP servers`;
  const which = ended
    .map(
      (record) => `pid ${record.pid} (${scrubText(record.command)}, started ${record.startedAt})`,
    )
    .join(", ");
  return `Loupe ended ${count} that a previous Loupe on this data directory started and left running: ${which}.`;
}
