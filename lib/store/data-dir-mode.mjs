/**
 * Who may read the data directory: its owner only. In plain Node, so the lock file module (shared
 * with `scripts/start.mjs`) creates the directory the same way the store does. The directory holds
 * server headers and env values, provider keys and every stored exchange.
 */
import {
  chmodSync,
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
} from "node:fs";
import path from "node:path";

/** Mode of the data directory and every directory in it. */
const DATA_DIRECTORY_MODE = 0o700;

/** Mode of every file in the data directory. */
export const DATA_FILE_MODE = 0o600;

/** Creates the data directory (and missing parents) readable by its owner only. */
export function makeDataDirectory(directory) {
  mkdirSync(directory, { recursive: true, mode: DATA_DIRECTORY_MODE });
}

/**
 * Creates `file` empty with mode 0600 if it does not exist yet, so a writer that creates files
 * with its own default mode (SQLite, which gives `-wal` and `-shm` the mode of the database)
 * starts from a private file.
 */
export function createPrivateFile(file) {
  closeSync(openSync(file, "a", DATA_FILE_MODE));
}

/**
 * Takes group and other permissions away from the data directory, every directory in it (0700)
 * and every file in it (0600). A data directory that is itself a symbolic link is followed (the
 * person pointed `LOUPE_DATA_DIR` there); links inside it are left alone. Answers what it changed, as paths
 * relative to `directory` (`.` for the directory itself) with the mode each had; nothing when
 * the directory does not exist.
 */
export function tightenDataDirectory(directory) {
  const changed = [];
  const visit = (absolute, relative) => {
    let stats;
    try {
      stats = relative === "." ? statSync(absolute) : lstatSync(absolute);
    } catch (error) {
      if (error?.code === "ENOENT") return;
      throw error;
    }
    if (stats.isSymbolicLink()) return;
    const mode = stats.isDirectory() ? DATA_DIRECTORY_MODE : DATA_FILE_MODE;
    if ((stats.mode & 0o777 & ~mode) !== 0) {
      chmodSync(absolute, mode);
      changed.push({ path: relative, was: stats.mode & 0o777 });
    }
    if (!stats.isDirectory()) return;
    for (const name of readdirSync(absolute)) {
      visit(path.join(absolute, name), relative === "." ? name : path.join(relative, name));
    }
  };
  visit(directory, ".");
  return changed;
}
