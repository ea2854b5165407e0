import { errorMessage } from "@/lib/errors";
import { runRegexInWorker, type SearchedFile } from "./regex-worker";
import { directoryPrefix, type WorkspaceFiles, type WorkspaceResult } from "./virtual-workspace";

/** Most matches one search reports, as the host caps its ripgrep output. */
export const MAX_SEARCH_RESULTS = 300;

/** One matching line and the line on each side of it. */
interface SearchMatch {
  path: string;
  lines: string[];
}

/** How long a search's regex may run over the files before it is stopped. */
export const SEARCH_TIME_LIMIT_MS = 2_000;

/**
 * `search_files`: the lines of the files under a directory that match a regular expression, one
 * line of context on each side, grouped by file in the host's format (`Found 2 results.`, then
 * each file's path and its `│`-prefixed lines between `│----` rules). `filePattern` is a glob
 * (`*.md`) matched against a file's name, or against its path under the directory when the glob
 * holds a `/`. The regex runs in a worker thread (the model writes it): one that runs past
 * `timeLimitMs` is stopped, and the model is told which file it was stuck on.
 */
export async function searchFiles(
  files: WorkspaceFiles,
  rawPath: string,
  regex: string,
  filePattern?: string,
  timeLimitMs = SEARCH_TIME_LIMIT_MS,
): Promise<WorkspaceResult> {
  const prefix = directoryPrefix(rawPath);
  if ("error" in prefix) return { text: `Cannot search: ${prefix.error}.`, isError: true };
  let pattern: RegExp;
  try {
    pattern = lineRegex(regex);
  } catch (error) {
    return {
      text: `Cannot search: the regex is not valid: ${errorMessage(error)}.`,
      isError: true,
    };
  }
  const glob = filePattern ? globMatcher(filePattern) : undefined;
  const searched: SearchedFile[] = [...files.keys()]
    .sort()
    .filter((path) => path.startsWith(prefix.prefix))
    .filter((path) => !glob || glob(path.slice(prefix.prefix.length)))
    .map((path) => [path, files.get(path) ?? ""]);
  const run = await runRegexInWorker(pattern, searched, {
    limit: MAX_SEARCH_RESULTS,
    timeLimitMs,
  });
  if (run.kind === "timed-out") {
    const where = run.path === undefined ? "" : ` while searching ${run.path}`;
    return {
      text: `Cannot search: the regex ran longer than ${timeLimitMs / 1000} seconds${where} and was stopped (a pattern such as (a+)+$ can take exponential time on a long line). Please retry with a simpler regex.`,
      isError: true,
    };
  }
  if (run.kind === "failed") {
    return { text: `Cannot search: ${run.message}.`, isError: true };
  }
  const matches = run.matches.map(({ path, line }) => {
    const lines = (files.get(path) ?? "").split(/\r?\n/);
    return { path, lines: lines.slice(Math.max(0, line - 1), line + 2) };
  });
  return { text: formatMatches(matches), isError: false };
}

/**
 * The regular expression a line is tested with. The host's prompt asks for Rust syntax, whose
 * leading inline flags (`(?i)`, `(?s)`) JavaScript spells as flags.
 */
function lineRegex(regex: string): RegExp {
  const inline = /^\(\?([ims]+)\)/.exec(regex);
  if (!inline) return new RegExp(regex);
  return new RegExp(regex.slice(inline[0].length), [...new Set(inline[1])].join(""));
}

function formatMatches(matches: readonly SearchMatch[]): string {
  const header =
    matches.length > MAX_SEARCH_RESULTS
      ? `Showing first ${MAX_SEARCH_RESULTS} of ${MAX_SEARCH_RESULTS}+ results. Use a more specific search if necessary.`
      : `Found ${matches.length === 1 ? "1 result" : `${matches.length.toLocaleString("en-US")} results`}.`;
  const byFile = new Map<string, SearchMatch[]>();
  for (const match of matches.slice(0, MAX_SEARCH_RESULTS)) {
    byFile.set(match.path, [...(byFile.get(match.path) ?? []), match]);
  }
  const sections = [...byFile].map(([path, fileMatches]) => {
    const blocks = fileMatches.map((match) =>
      match.lines.map((line) => `│${line.trimEnd()}`).join("\n"),
    );
    return `${path}\n│----\n${blocks.join("\n│----\n")}\n│----`;
  });
  return [header, ...sections].join("\n\n");
}

/** A glob's test: `*` and `?` within a name, `**` across directories, `{a,b}` alternatives. */
function globMatcher(glob: string): (relativePath: string) => boolean {
  const source = glob
    .trim()
    .replace(/[.+^$()|[\]\\]/g, "\\$&")
    .replace(/\*\*\/?|\*|\?|\{([^}]*)\}/g, (token, alternatives?: string) => {
      if (alternatives !== undefined) return `(?:${alternatives.split(",").join("|")})`;
      if (token === "**/") return "(?:.*/)?";
      if (token === "**") return ".*";
      return token === "*" ? "[^/]*" : "[^/]";
    });
  const matcher = new RegExp(`^${source}$`);
  const byPath = glob.includes("/");
  return (relativePath) =>
    matcher.test(byPath ? relativePath : (relativePath.split("/").at(-1) ?? relativePath));
}
