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
 * What both sides may import: the event log's types, the API's shapes, pure helpers. A module
 * here runs in a page as well as on the server, so it must reach nothing else (the walk checks
 * it as it checks a component).
 */
const SHARED_MODULES = [
  "lib/api/",
  "lib/events/",
  "lib/json/",
  "lib/errors.ts",
  "lib/escape-reg-exp.ts",
  // The mask the API answers in place of a secret, which a form sends back to keep it.
  "lib/security/redacted.ts",
];

/** Whether a page may bundle this file of the repository. */
function isBrowserSide(file: string): boolean {
  if (file.startsWith("app/api/")) return false;
  return [...BROWSER_FOLDERS, ...SHARED_MODULES].some((allowed) =>
    allowed.endsWith("/") ? file.startsWith(allowed) : file === allowed,
  );
}

/**
 * Today's browser-side files that reach a server module, each with every module outside the
 * browser side (or server package) it imports. The list only shrinks: a new reach fails the
 * test, and so does an entry that no longer reaches what it names (remove it). It goes empty
 * when the API's shapes live in a module both sides import (`lib/api/` or `lib/events/`) and
 * the session fold runs from where neither side reaches into the other's layer.
 */
const KNOWN_VIOLATIONS: Record<string, string[]> = {
  // Types of the answers the page reads, defined beside the server code that makes them.
  "components/captures/capture-answer.tsx": ["lib/llm/model-part.ts"],
  "components/lanes/host-reading.tsx": ["lib/llm/model-part.ts"],
  "components/playground/setup/server-picker.tsx": ["lib/mcp/server-config.ts"],
  "components/settings/provider-add-form.tsx": [
    "lib/llm/providers/provider-kinds.ts",
    "lib/providers/provider-presets.ts",
  ],
  "components/captures/capture-reader.tsx": ["lib/captures/capture-format.ts"],
  "hooks/captures/use-capture-draft.ts": ["lib/captures/capture-format.ts"],
  "hooks/playground/use-playground-commands.ts": ["lib/mcp/server-config.ts"],
  "hooks/playground/use-session-servers.ts": ["lib/mcp/server-config.ts"],
  "lib/views/captures/format-guess.ts": ["lib/captures/capture-format.ts"],
  "lib/views/settings/api.ts": [
    "lib/providers/provider-input.ts",
    "lib/providers/provider-models.ts",
    "lib/providers/provider-presets.ts",
    "lib/providers/provider-schema.ts",
    "lib/providers/provider-view.ts",
  ],
  "lib/views/inspector/api.ts": [
    "lib/inspector/inspector-connections.ts",
    "lib/inspector/pending-requests.ts",
    "lib/inspector/read-traffic.ts",
    "lib/inspector/send-rpc.ts",
    "lib/servers/listed-server.ts",
    "lib/servers/server-import-result.ts",
  ],
  // The session API's shapes, re-exported from the loop (one of them from a module that imports
  // "server-only": lib/models/catalogue.ts).
  "lib/views/shared/api-types.ts": [
    "lib/loop/default-system-prompt.ts",
    "lib/loop/run-turn.ts",
    "lib/loop/session-list.ts",
    "lib/loop/session-service.ts",
    "lib/loop/session-state.ts",
    "lib/mcp/server-config.ts",
    "lib/models/catalogue.ts",
  ],
  // A capture's view is typed by the module that reads it from the event store.
  "lib/views/captures/api.ts": ["lib/captures/capture-format.ts", "lib/captures/get-capture.ts"],
  // The event log's own types take their parts' shapes from the dialects, the model and MCP.
  "lib/events/types.ts": [
    "lib/dialects/dialect-ids.ts",
    "lib/dialects/dialect.ts",
    "lib/llm/model-part.ts",
    "lib/llm/model-request.ts",
    "lib/mcp/server-config.ts",
  ],
  // Values and code the page runs, bundled from server folders.
  "components/captures/capture-import-form.tsx": ["lib/captures/capture-format.ts"],
  "components/inspector/servers/server-list.tsx": ["lib/demo/weather/paths.ts"],
  "lib/views/captures/file.ts": ["lib/captures/capture-format.ts"],
  "lib/views/captures/summary.ts": ["lib/captures/capture-format.ts"],
  "lib/views/inspector/live.ts": ["lib/inspector/grow-exchange.ts"],
  "lib/views/settings/form.ts": [
    "lib/http/header-name.ts",
    "lib/http/url-origin.ts",
    "lib/providers/provider-key-variables.ts",
    "lib/providers/provider-presets.ts",
  ],
  "lib/views/playground/setup/session-servers.ts": [
    "lib/mcp/server-config.ts",
    "lib/mcp/transport-label.ts",
    "lib/mcp/transports/index.ts",
  ],
  "lib/views/inspector/servers/server-form.ts": ["lib/mcp/transports/index.ts"],
  // The page folds the session's events with the loop's fold, which looks each dialect up and so
  // bundles every dialect. The fold belongs in lib/events/ (shared), with the dialect's part of
  // it (the task and answer as history messages) handed in rather than imported.
  "lib/views/playground/session/session-checkpoint.ts": ["lib/loop/session-state.ts"],
};

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

/** The modules each file reaches in `reaches` that `known` does not list for it. */
function beyond(
  reaches: Record<string, string[]>,
  known: Record<string, string[]>,
): Record<string, string[]> {
  const extra: Record<string, string[]> = {};
  for (const [file, modules] of Object.entries(reaches)) {
    const unlisted = modules.filter((module) => !known[file]?.includes(module));
    if (unlisted.length > 0) extra[file] = unlisted;
  }
  return extra;
}

describe("the browser side", () => {
  const found = browserViolations();

  it("imports no server module (types included) beyond the known violations", () => {
    expect(beyond(found, KNOWN_VIOLATIONS)).toEqual({});
  });

  it("still has every known violation, so the list only shrinks", () => {
    expect(beyond(KNOWN_VIOLATIONS, found)).toEqual({});
  });
});
