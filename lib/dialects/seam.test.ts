import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The dialect seam holds (docs/architecture.md): outside `lib/dialects/`, code reaches a dialect
 * only through the registry and the neutral modules beside it, and a dialect's own words (its
 * tags, its function-name separator) appear only in its folder and in the demo model, which
 * plays a model speaking them (with the requests its tests send it, as a host writes them).
 * End-to-end specs and the docs may name them: they describe what a person sees.
 */

const root = process.cwd();
const sourceFile = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const mayNameDialectWords =
  /^(lib\/dialects\/|lib\/demo\/model\/|test\/support\/demo-requests\.ts$|e2e\/|docs\/)/;

/** Where `__` is not the native separator: a directory name, a server-name normalizer's input. */
const notTheSeparator = new Map([
  ["scripts/conformance.mjs", "joins a scenario's path parts into one directory name"],
  ["lib/servers/server-name-from-key.test.ts", "feeds the normalizer a run of underscores"],
]);

const dialectWords = /use_mcp_tool|attempt_completion|access_mcp_resource/;
const separator = /[A-Za-z0-9]__[A-Za-z0-9]|["'`]__["'`]/;

function trackedSources(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => sourceFile.test(file) && !file.startsWith("node_modules/"));
}

/** What a module specifier names under `lib/dialects/`, relative to it, or undefined. */
function dialectsPathOf(file: string, specifier: string): string | undefined {
  let resolved: string;
  if (specifier.startsWith("@/")) resolved = specifier.slice(2);
  else if (specifier.startsWith(".")) {
    resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  } else return undefined;
  if (resolved === "lib/dialects") return "";
  return resolved.startsWith("lib/dialects/") ? resolved.slice("lib/dialects/".length) : undefined;
}

const importSpecifiers = /(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g;

describe("the dialect seam", () => {
  const files = trackedSources();

  it("finds the sources it checks", () => {
    expect(files).toContain("lib/loop/run-turn.ts");
    expect(files).toContain("lib/dialects/xml/dialect.ts");
  });

  it("lets code outside lib/dialects/ import only the registry and its neutral modules", () => {
    const reaching: string[] = [];
    for (const file of files) {
      if (file.startsWith("lib/dialects/")) continue;
      const text = readFileSync(path.join(root, file), "utf8");
      for (const match of text.matchAll(importSpecifiers)) {
        const inside = dialectsPathOf(file, match[1] ?? "");
        if (inside?.includes("/")) reaching.push(`${file}: ${match[1]}`);
      }
    }
    expect(reaching).toEqual([]);
  });

  it("keeps a dialect's words inside its folder and the demo model", () => {
    const naming: string[] = [];
    for (const file of files) {
      if (mayNameDialectWords.test(file) || notTheSeparator.has(file)) continue;
      const lines = readFileSync(path.join(root, file), "utf8").split("\n");
      lines.forEach((line, index) => {
        if (dialectWords.test(line) || separator.test(line)) naming.push(`${file}:${index + 1}`);
      });
    }
    expect(naming).toEqual([]);
  });

  it("would catch a file that breaks it", () => {
    expect(dialectsPathOf("lib/loop/run-turn.ts", "@/lib/dialects/xml/streaming-parser")).toBe(
      "xml/streaming-parser",
    );
    expect(dialectsPathOf("lib/views/x.ts", "../dialects/native/tools")).toBe("native/tools");
    expect(dialectsPathOf("lib/loop/run-turn.ts", "@/lib/dialects")).toBe("");
    expect(dialectWords.test("if (action.name === 'attempt_completion')")).toBe(true);
    expect(separator.test('name: "weather__get_forecast"')).toBe(true);
    expect(separator.test("const dunder = __dirname;")).toBe(false);
  });
});
