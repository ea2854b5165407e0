import "server-only";
import { type TightenedPath, tightenDataDirectory } from "@/lib/store/data-dir-mode.mjs";

const namesShown = 6;

function describePath({ path, was }: TightenedPath): string {
  return `${path === "." ? "the directory" : path} (was ${was.toString(8).padStart(3, "0")})`;
}

/**
 * Makes an existing data directory readable by its owner only (0700, every file in it 0600), as
 * a data directory written by an older Loupe or by hand may be. Answers the one log line that
 * says what changed, or undefined when nothing was looser.
 */
export function secureDataDirectory(directory: string): string | undefined {
  const changed = tightenDataDirectory(directory);
  if (changed.length === 0) return undefined;
  const shown = changed.slice(0, namesShown).map(describePath).join(", ");
  const more = changed.length > namesShown ? ` and ${changed.length - namesShown} more` : "";
  return `Loupe made its data directory ${directory} readable by you only (directories 700, files 600), since it holds server secrets and provider keys: ${shown}${more}.`;
}
