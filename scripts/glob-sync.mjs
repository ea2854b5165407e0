/**
 * `fs.globSync` for Node 20, which lacks it (Node 22 added it). Supports what the MCP conformance
 * runner and most callers use: a pattern or a list of them with `*`, `?`, `**`, `[…]` classes and
 * `{a,b}` alternatives; the `cwd` (a path or file URL), `exclude` (a function or a list of
 * patterns) and `withFileTypes` options. Like Node's, it returns the paths of matching files and
 * directories relative to `cwd` (absolute for an absolute pattern), does not follow symbolic
 * links into directories, and `*` does not match a name that starts with a dot.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The paths under `options.cwd` matching `pattern` (a glob or a list of globs), relative to
 * `cwd` with `/` separators, or `Dirent`s with `withFileTypes: true`.
 */
export function globSync(pattern, options = {}) {
  const patterns = Array.isArray(pattern) ? pattern : [pattern];
  if (patterns.length === 0 || patterns.some((each) => typeof each !== "string" || each === "")) {
    throw new TypeError("globSync: the pattern must be a non-empty string or a list of them");
  }
  const cwd = options.cwd instanceof URL ? fileURLToPath(options.cwd) : (options.cwd ?? ".");
  const root = path.resolve(cwd);
  const excluded = excludeTest(options.exclude, Boolean(options.withFileTypes));
  const seen = new Set();
  const found = [];
  for (const each of patterns) {
    const absolute = path.isAbsolute(each);
    const base = absolute ? path.parse(path.resolve(each)).root : root;
    const relativePattern = absolute
      ? path.resolve(each).slice(base.length).split(path.sep).join("/")
      : each.split(path.sep).join("/");
    const segments = relativePattern.split("/").filter((segment) => segment !== "");
    const literal = [];
    while (literal.length < segments.length - 1 && !isMagic(segments[literal.length])) {
      literal.push(segments[literal.length]);
    }
    const matcher = patternToRegExp(segments.join("/"));
    const start = path.join(base, ...literal);
    const report = (relativeToBase, dirent) => {
      if (!matcher.test(relativeToBase)) return;
      const shown = absolute
        ? path.join(base, relativeToBase)
        : path.relative(root, path.join(base, relativeToBase)).split(path.sep).join("/");
      if (seen.has(shown)) return;
      seen.add(shown);
      found.push(options.withFileTypes ? dirent : shown);
    };
    walk(start, literal.join("/"), report, excluded);
  }
  return found;
}

function walk(directory, relative, report, excluded) {
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const relativePath = relative === "" ? entry.name : `${relative}/${entry.name}`;
    if (excluded(relativePath, entry)) continue;
    report(relativePath, entry);
    if (entry.isDirectory()) walk(path.join(directory, entry.name), relativePath, report, excluded);
  }
}

/** Whether an entry is excluded; a function gets its `Dirent` or, without withFileTypes, its path. */
function excludeTest(exclude, withFileTypes) {
  if (exclude === undefined) return () => false;
  if (typeof exclude === "function") {
    return (relativePath, dirent) => Boolean(exclude(withFileTypes ? dirent : relativePath));
  }
  if (Array.isArray(exclude)) {
    const matchers = exclude.map(patternToRegExp);
    return (relativePath) => matchers.some((matcher) => matcher.test(relativePath));
  }
  throw new TypeError("globSync: exclude must be a function or a list of patterns");
}

function isMagic(segment) {
  return /[*?[{]/.test(segment);
}

/** A regular expression matching whole `/`-separated relative paths against a glob. */
export function patternToRegExp(pattern) {
  const segments = pattern.split("/").filter((segment) => segment !== "");
  let source = "";
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === "**") {
      source += last ? "(?:(?!\\.)[^/]*(?:/(?!\\.)[^/]*)*)?" : "(?:(?!\\.)[^/]*/)*";
      return;
    }
    source += `${segmentToSource(segment)}${last ? "" : "/"}`;
  });
  return new RegExp(`^${source}$`);
}

function segmentToSource(segment) {
  let source = segment.startsWith(".") ? "" : "(?!\\.)";
  let depth = 0;
  for (let index = 0; index < segment.length; index++) {
    const character = segment[index];
    if (character === "*") source += "[^/]*";
    else if (character === "?") source += "[^/]";
    else if (character === "[") {
      const end = segment.indexOf("]", index + 2);
      if (end === -1) source += "\\[";
      else {
        const body = segment.slice(index + 1, end);
        const negated = body.startsWith("!") || body.startsWith("^");
        const members = (negated ? body.slice(1) : body).replace(/[\\\]]/g, "\\$&");
        source += negated ? `[^/${members}]` : `[${members}]`;
        index = end;
      }
    } else if (character === "{" && segment.indexOf("}", index) !== -1) {
      depth++;
      source += "(?:";
    } else if (character === "}" && depth > 0) {
      depth--;
      source += ")";
    } else if (character === "," && depth > 0) source += "|";
    else if (character === "\\" && index + 1 < segment.length) {
      index++;
      source += escapeRegExp(segment[index]);
    } else source += escapeRegExp(character);
  }
  return source;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
