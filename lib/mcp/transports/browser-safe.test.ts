import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");

/** The file an import names, for `@/…` and relative imports; undefined for packages. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((file) =>
    existsSync(file),
  );
}

/** Every file `entry` reaches through its imports, type-only ones included, and the packages. */
function importGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, "utf8");
    for (const [, specifier] of text.matchAll(/(?:from|import)\s+"([^"]+)"/g)) {
      if (specifier === undefined) continue;
      const resolved = resolveImport(file, specifier);
      if (resolved) visit(resolved);
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files: [...files].map((file) => path.relative(root, file)), packages: [...packages] };
}

describe("the transport table the pages read", () => {
  it("imports nothing server-side: no server-only module, no Node built-in, no connector", () => {
    const { files, packages } = importGraph(path.join(root, "lib/mcp/transports/index.ts"));
    expect(files).toContain("lib/mcp/transports/stdio.ts");
    expect(packages.filter((name) => name === "server-only" || name.startsWith("node:"))).toEqual(
      [],
    );
    expect(packages.filter((name) => name !== "zod")).toEqual([]);
    expect(files.filter((file) => /connector|sessions/.test(file))).toEqual([]);
  });
});
