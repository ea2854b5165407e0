/** Types of `data-dir-mode.mjs`: the data directory is readable by its owner only. */

/** Mode of every file in the data directory. */
export declare const DATA_FILE_MODE: 0o600;

/** Creates the data directory (and missing parents) readable by its owner only. */
export declare function makeDataDirectory(directory: string): void;

/** Creates `file` empty with mode 0600 if it does not exist yet. */
export declare function createPrivateFile(file: string): void;

/** A path in the data directory whose mode was tightened, and the mode it had. */
export interface TightenedPath {
  /** Relative to the data directory; `.` for the directory itself. */
  path: string;
  was: number;
}

/** Tightens the directory, its directories (0700) and files (0600); answers what changed. */
export declare function tightenDataDirectory(directory: string): TightenedPath[];
