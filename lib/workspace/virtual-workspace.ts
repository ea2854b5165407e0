/**
 * The per-session virtual workspace the built-in file tools act on (docs/architecture.md): a map of
 * relative paths to text, never the real disk. Pure functions, so every rule is testable.
 */

/** Largest file the built-in tools will write (1 MiB of text). */
export const MAX_WORKSPACE_FILE_CHARS = 1024 * 1024;
/** Most files one session's workspace holds. */
export const MAX_WORKSPACE_FILES = 200;

export type WorkspaceFiles = ReadonlyMap<string, string>;

/** The outcome of a workspace operation: the text for the model, and an error flag. */
export interface WorkspaceResult {
  text: string;
  isError: boolean;
  /** Set when the operation wrote a file. */
  write?: { path: string; content: string };
}

/**
 * Normalizes a path the model gave to a workspace-relative one, or explains why it is refused
 * (absolute paths, `..`, empty names).
 */
export function normalizeWorkspacePath(raw: string): { path: string } | { error: string } {
  const trimmed = raw.trim().replaceAll("\\", "/");
  if (trimmed === "") return { error: "the path is empty" };
  if (trimmed.startsWith("/") || /^[a-zA-Z]:/.test(trimmed)) {
    return { error: `"${raw}" is absolute; use a path relative to the workspace` };
  }
  const parts: string[] = [];
  for (const part of trimmed.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") return { error: `"${raw}" leaves the workspace (..)` };
    parts.push(part);
  }
  if (parts.length === 0) return { error: `"${raw}" names no file` };
  return { path: parts.join("/") };
}

/** `write_to_file`: creates or replaces a file. */
export function writeFile(
  files: WorkspaceFiles,
  rawPath: string,
  content: string,
): WorkspaceResult {
  const normalized = normalizeWorkspacePath(rawPath);
  if ("error" in normalized) return { text: `Cannot write: ${normalized.error}.`, isError: true };
  if (content.length > MAX_WORKSPACE_FILE_CHARS) {
    return {
      text: `Cannot write ${normalized.path}: ${content.length} characters is over the ${MAX_WORKSPACE_FILE_CHARS}-character limit.`,
      isError: true,
    };
  }
  if (!files.has(normalized.path) && files.size >= MAX_WORKSPACE_FILES) {
    return {
      text: `Cannot write ${normalized.path}: the workspace already holds ${MAX_WORKSPACE_FILES} files.`,
      isError: true,
    };
  }
  return {
    text: `The content was successfully saved to ${normalized.path}.`,
    isError: false,
    write: { path: normalized.path, content },
  };
}

/** `read_file`: the file's text. */
export function readFile(files: WorkspaceFiles, rawPath: string): WorkspaceResult {
  const normalized = normalizeWorkspacePath(rawPath);
  if ("error" in normalized) return { text: `Cannot read: ${normalized.error}.`, isError: true };
  const content = files.get(normalized.path);
  if (content === undefined) {
    return { text: `File not found: ${normalized.path}. ${describeFiles(files)}`, isError: true };
  }
  return { text: content, isError: false };
}

/** `list_files`: the files under a directory (all of them for `.` or an empty path). */
export function listFiles(files: WorkspaceFiles, rawPath = "."): WorkspaceResult {
  const prefix = directoryPrefix(rawPath);
  if ("error" in prefix) return { text: `Cannot list: ${prefix.error}.`, isError: true };
  const listed = [...files.keys()].filter((path) => path.startsWith(prefix.prefix)).sort();
  return { text: listed.length === 0 ? "No files found." : listed.join("\n"), isError: false };
}

/**
 * What the workspace paths under a directory start with: `notes/` for `notes`, nothing for the
 * root (`.`, `./` or an empty path); or why the directory is refused.
 */
export function directoryPrefix(rawPath: string): { prefix: string } | { error: string } {
  const trimmed = rawPath.trim();
  if (trimmed === "" || trimmed === "." || trimmed === "./") return { prefix: "" };
  const normalized = normalizeWorkspacePath(trimmed);
  return "error" in normalized ? normalized : { prefix: `${normalized.path}/` };
}

/**
 * `replace_in_file`: applies SEARCH/REPLACE blocks in the host's format
 * (`------- SEARCH`, `=======`, `+++++++ REPLACE`); each SEARCH text must occur in the file.
 */
export function replaceInFile(
  files: WorkspaceFiles,
  rawPath: string,
  diff: string,
): WorkspaceResult {
  const normalized = normalizeWorkspacePath(rawPath);
  if ("error" in normalized) return { text: `Cannot edit: ${normalized.error}.`, isError: true };
  let content = files.get(normalized.path);
  if (content === undefined) return { text: `File not found: ${normalized.path}.`, isError: true };
  const blockPattern = /-{3,} SEARCH\r?\n([\s\S]*?)\r?\n?={3,}\r?\n([\s\S]*?)\r?\n?\+{3,} REPLACE/g;
  const blocks = [...diff.matchAll(blockPattern)];
  if (blocks.length === 0) {
    return {
      text: "The diff has no SEARCH/REPLACE block (------- SEARCH … ======= … +++++++ REPLACE).",
      isError: true,
    };
  }
  for (const [index, block] of blocks.entries()) {
    const search = block[1] ?? "";
    const replacement = block[2] ?? "";
    if (!content.includes(search)) {
      return {
        text: `SEARCH block ${index + 1} does not match ${normalized.path} exactly.`,
        isError: true,
      };
    }
    content = content.replace(search, () => replacement);
  }
  return {
    text: `The content was successfully saved to ${normalized.path}.`,
    isError: false,
    write: { path: normalized.path, content },
  };
}

function describeFiles(files: WorkspaceFiles): string {
  return files.size === 0
    ? "The workspace is empty."
    : `The workspace holds: ${[...files.keys()].sort().join(", ")}.`;
}
