import type { Dirent } from "node:fs";

/** What `globSync` takes besides the pattern, as Node 22's `fs.globSync` does. */
export interface GlobSyncOptions {
  cwd?: string | URL;
  exclude?: ((entry: Dirent | string) => boolean) | readonly string[];
  withFileTypes?: boolean;
}

/** The paths under `cwd` matching the glob(s), relative to `cwd` with `/` separators. */
export function globSync(
  pattern: string | readonly string[],
  options?: GlobSyncOptions & { withFileTypes?: false },
): string[];
/** The entries under `cwd` matching the glob(s). */
export function globSync(
  pattern: string | readonly string[],
  options: GlobSyncOptions & { withFileTypes: true },
): Dirent[];

/** A regular expression matching whole `/`-separated relative paths against a glob. */
export function patternToRegExp(pattern: string): RegExp;
