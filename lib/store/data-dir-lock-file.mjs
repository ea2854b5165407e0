/**
 * The data directory's lock file, in plain Node so `scripts/start.mjs` and test helpers share it
 * with the server. Format: `loupe.lock` in the data directory holds the holder's pid in decimal
 * and a newline. It is created whole and exclusively (a hard link from a private temporary
 * file), so a reader never sees half a lock; a lock whose pid is no longer alive is stale.
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DATA_FILE_MODE, makeDataDirectory } from "./data-dir-mode.mjs";

/** The lock file's name inside the data directory. */
export const LOCK_FILE_NAME = "loupe.lock";

/** Where a data directory's lock file is. */
export function lockFilePath(directory) {
  return path.join(directory, LOCK_FILE_NAME);
}

/** Whether a process with this pid exists (one owned by another user counts). */
export function isProcessAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === "EPERM";
  }
}

/** The pid a lock file names; undefined when it is missing or holds anything else. */
export function readLockPid(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const trimmed = text.trim();
  if (!/^[1-9][0-9]{0,9}$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** The pid of the live process holding the directory, or undefined when none does. */
export function findLockHolder(directory) {
  const pid = readLockPid(lockFilePath(directory));
  return pid !== undefined && isProcessAlive(pid) ? pid : undefined;
}

/**
 * Takes the directory's lock for `pid`. Answers `{ acquired: true, release }` (also when `pid`
 * already holds it), or `{ acquired: false, holder }` naming the live process that holds it. A
 * stale lock (its pid dead, or its content unreadable) is taken over.
 */
export function acquireLockFile(directory, pid = process.pid) {
  makeDataDirectory(directory);
  const file = lockFilePath(directory);
  const release = () => releaseLockFile(directory, pid);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    if (createExclusively(file, pid)) return { acquired: true, file, release };
    const holder = readLockPid(file);
    if (holder === pid) return { acquired: true, file, release };
    if (holder !== undefined && isProcessAlive(holder)) return { acquired: false, file, holder };
    removeStaleLock(file, holder, pid);
  }
  throw new Error(`Could not take ${file}: other processes keep replacing it.`);
}

/** Removes the lock if `pid` holds it; another process's lock is left alone. */
export function releaseLockFile(directory, pid = process.pid) {
  const file = lockFilePath(directory);
  if (readLockPid(file) !== pid) return;
  try {
    unlinkSync(file);
  } catch (error) {
    if (error?.code !== "ENOENT") throw error;
  }
}

function createExclusively(file, pid) {
  const draft = `${file}.${pid}.draft`;
  writeFileSync(draft, `${pid}\n`, { mode: DATA_FILE_MODE });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if (error?.code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Moves the stale lock aside and deletes it. If, in between, another process replaced it with a
 * fresh lock, that one is put back instead.
 */
function removeStaleLock(file, stalePid, pid) {
  const aside = `${file}.${pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (error?.code === "ENOENT") return;
    throw error;
  }
  const moved = readLockPid(aside);
  if (moved !== stalePid && moved !== undefined && isProcessAlive(moved)) {
    try {
      linkSync(aside, file);
    } catch (error) {
      if (error?.code !== "EEXIST") throw error;
    }
  }
  unlinkSync(aside);
}
