import { describe, expect, it } from "vitest";
import {
  filesUnder,
  importSpecifiers,
  isCode,
  isServerPackage,
  resolveImport,
} from "@/test/architecture/import-graph";

/**
 * The browser side: every module a page bundles. Tests are left out (they run in Node), and so
 * is `app/api` (route handlers run on the server).
 */
function browserFiles(): string[] {
  const source = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);
  return [
    ...filesUnder("components", source),
    ...filesUnder("hooks", source),
    ...filesUnder("lib/views", source),
    ...filesUnder(
      "app",
      (file) => !file.startsWith("app/api/") && /\/(page|layout)\.tsx$/.test(file),
    ),
  ];
}

/** Folders the browser side is made of (what `browserFiles` walks from). */
const BROWSER_FOLDERS = ["components/", "hooks/", "lib/views/", "app/"];

/**
 * What both sides may import: the API's shapes, the event log and its fold, the seams' neutral
 * vocabularies and their registries' browser halves, and a few pure helpers. A module here runs
 * in a page as well as on the server, so it must reach nothing else (the walk checks it as it
 * checks a component).
 */
const SHARED_MODULES = [
  // The API's shapes: what the routes answer and take, as the page reads and sends them.
  "lib/api/",
  // The event log's kinds and the fold every view of a session derives from.
  "lib/events/",
  // The dialect seam: the pickers read its registry, the views a stored action's host action.
  "lib/dialects/",
  // The neutral model vocabulary the dialects read and write.
  "lib/llm/model-part.ts",
  "lib/llm/model-request.ts",
  // A request body read back and compared with the previous turn's: the playground's Request
  // lane and the captures' diff use the same readers (each provider's pure `read-request.ts`).
  "lib/llm/read-request-body.ts",
  "lib/llm/request-reading.ts",
  "lib/llm/request-changes.ts",
  "lib/llm/split-messages.ts",
  "lib/llm/providers/anthropic/read-request.ts",
  "lib/llm/providers/gemini/read-request.ts",
  "lib/llm/providers/ollama/read-request.ts",
  "lib/llm/providers/openai-compatible/read-request.ts",
  "lib/llm/providers/openai-responses/read-request.ts",
  "lib/proxy/wire-format-of.ts",
  "lib/captures/message-text.ts",
  // The registries' browser halves: provider kinds and transport descriptors (each with a test
  // that keeps it free of server code), and the session's server configuration they make up.
  "lib/llm/providers/provider-kinds.ts",
  "lib/llm/providers/provider-kind-info.ts",
  "lib/llm/providers/anthropic/kind.ts",
  "lib/llm/providers/gemini/kind.ts",
  "lib/llm/providers/ollama/kind.ts",
  "lib/llm/providers/openai-compatible/kind.ts",
  "lib/llm/providers/openai-responses/kind.ts",
  "lib/mcp/transports/",
  "lib/mcp/server-config.ts",
  "lib/captures/capture-format.ts",
  "lib/mcp/server-timeouts.ts",
  // The system prompt's placeholders, sections and token counters: the editor's preview and the
  // request a turn sends render a prompt with the same code.
  "lib/prompts/",
  // Pure helpers both sides run.
  "lib/json/",
  "lib/errors.ts",
  "lib/escape-reg-exp.ts",
  "lib/http/header-name.ts",
  "lib/http/url-origin.ts",
  "lib/providers/provider-key-variables.ts",
  "lib/demo/weather/paths.ts",
  // How a value is told to be a secret, and the mask the API answers in its place (which a form
  // sends back to keep it).
  "lib/security/secret-entry.ts",
  "lib/security/redacted.ts",
];

/** Whether a page may bundle this file of the repository. */
function isBrowserSide(file: string): boolean {
  if (file.startsWith("app/api/")) return false;
  return [...BROWSER_FOLDERS, ...SHARED_MODULES].some((allowed) =>
    allowed.endsWith("/") ? file.startsWith(allowed) : file === allowed,
  );
}

/** Every import from a browser-side file that leaves the browser side, by importing file. */
function browserViolations(): Record<string, string[]> {
  const violations: Record<string, string[]> = {};
  const seen = new Set<string>();
  const queue = browserFiles();
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importSpecifiers(file)) {
      const target = resolveImport(file, specifier);
      let reached: string | undefined;
      if ("package" in target) {
        if (isServerPackage(target.package)) reached = target.package;
      } else if (!isCode(target.file)) {
        continue;
      } else if (isBrowserSide(target.file)) {
        queue.push(target.file);
      } else {
        reached = target.file;
      }
      if (reached !== undefined) {
        violations[file] = [...new Set([...(violations[file] ?? []), reached])].sort();
      }
    }
  }
  return Object.fromEntries(Object.entries(violations).sort(([a], [b]) => a.localeCompare(b)));
}

describe("the browser side", () => {
  const found = browserViolations();

  it("imports no server module, not even for a type, and no shared module reaches one", () => {
    expect(found).toEqual({});
  });
});
