import "server-only";
import { errorMessage } from "@/lib/errors";
import { recordChildProcessesIn } from "@/lib/mcp/child-processes";
import { describeEndedProcesses, endOrphanedProcesses } from "@/lib/mcp/process-records";
import { accessToken } from "@/lib/security/token";
import { type EventStore, getEventStore } from "@/lib/store";
import { lockDataDirectory } from "@/lib/store/data-dir-lock";
import { dataDirectory, getDatabase } from "@/lib/store/database";
import { removeHalfMadeLogs } from "@/lib/store/remove-half-made-logs";
import { secureDataDirectory } from "@/lib/store/secure-data-directory";
import { startTelemetryFromEnvironment } from "@/lib/telemetry";

/**
 * Closes every turn the last process left running (it was killed mid-turn) as `interrupted`,
 * so those sessions say what happened and can step again. Answers how many it closed.
 */
export function closeInterruptedTurns(store: EventStore): number {
  const open = store.openTurns();
  for (const { sessionId, turn } of open) {
    store.append(sessionId, { kind: "turn.end", data: { turn, status: "interrupted" } });
  }
  return open.length;
}

/**
 * Start-up work: take the data directory (throws `store:locked` when another Loupe holds it;
 * the lock goes when this process exits), make it readable by its owner only (saying so when it
 * was not), end the stdio servers a killed predecessor left running and record the ones this
 * process starts (saying so), open the store, close the turns a crash cut, remove the
 * comparisons and tool-choice cells it left half made (saying so for comparisons), start trace
 * export when the OpenTelemetry variables ask for it, and print the URL that carries the access token.
 */
export function startServer(): void {
  const directory = dataDirectory();
  const lock = lockDataDirectory(directory);
  process.once("exit", () => lock.release());
  const tightened = secureDataDirectory(directory);
  if (tightened) console.info(`  ${tightened}`);
  const ended = endOrphanedProcesses(directory);
  if (ended.length > 0) console.info(`  ${describeEndedProcesses(ended)}`);
  recordChildProcessesIn(directory);
  const store = getEventStore();
  closeInterruptedTurns(store);
  const removed = removeHalfMadeLogs(store, getDatabase());
  if (removed.comparisons > 0) {
    console.info(
      `  Removed ${removed.comparisons} comparison(s) the last process left half opened.`,
    );
  }
  startTelemetryFromEnvironment(store);
  const host = process.env.HOST || "127.0.0.1";
  const port = process.env.PORT || "3000";
  const shownHost = host.includes(":") ? `[${host}]` : host;
  console.info(`\n  Loupe is ready: http://${shownHost}:${port}/?token=${accessToken()}\n`);
}

/** `startServer` for the real process: a failed start prints why and exits with status 1. */
export function startServerOrExit(): void {
  try {
    startServer();
  } catch (error) {
    const message = errorMessage(error);
    console.error(`\n  Loupe cannot start: ${message}\n`);
    process.exit(1);
  }
}
