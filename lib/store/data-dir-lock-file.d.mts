/** Types of `data-dir-lock-file.mjs`: the data directory's lock file, shared with plain Node. */

/** The lock file's name inside the data directory. */
export declare const LOCK_FILE_NAME: "loupe.lock";

/** Where a data directory's lock file is. */
export declare function lockFilePath(directory: string): string;

/** Whether a process with this pid exists (one owned by another user counts). */
export declare function isProcessAlive(pid: number): boolean;

/** The pid a lock file names; undefined when it is missing or holds anything else. */
export declare function readLockPid(file: string): number | undefined;

/** The pid of the live process holding the directory, or undefined when none does. */
export declare function findLockHolder(directory: string): number | undefined;

/** What taking the lock answers: held (with its release), or refused naming the holder. */
export type LockFileResult =
  | { acquired: true; file: string; release: () => void }
  | { acquired: false; file: string; holder: number };

/** Takes the directory's lock for `pid` (default: this process), taking over a stale one. */
export declare function acquireLockFile(directory: string, pid?: number): LockFileResult;

/** Removes the lock if `pid` holds it; another process's lock is left alone. */
export declare function releaseLockFile(directory: string, pid?: number): void;
