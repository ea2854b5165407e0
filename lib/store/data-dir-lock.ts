import "server-only";
import { LoupeError } from "@/lib/errors";
import { acquireLockFile } from "@/lib/store/data-dir-lock-file.mjs";

/** This process's hold on a data directory; `release()` removes the lock file. */
export interface DataDirectoryLock {
  directory: string;
  file: string;
  release(): void;
}

/**
 * Takes the data directory for this process, so two Loupes never write one database (they would
 * collide on event numbers). A lock left by a process that is gone is taken over; a live holder
 * makes this throw `store:locked`, naming the directory and the holder's pid.
 */
export function lockDataDirectory(directory: string, pid: number = process.pid): DataDirectoryLock {
  const result = acquireLockFile(directory, pid);
  if (!result.acquired) {
    throw new LoupeError(
      "store:locked",
      `Another Loupe (process ${result.holder}) is using the data directory ${directory}. ` +
        "Stop that process, or set LOUPE_DATA_DIR to another directory.",
    );
  }
  return { directory, file: result.file, release: result.release };
}
