import { describe, expect, it } from "vitest";
import {
  importSpecifiersOf,
  isServerPackage,
  resolveImport,
} from "@/test/architecture/import-graph";

describe("importSpecifiersOf", () => {
  it("finds type-only imports, re-exports and dynamic imports, and no import inside a string", () => {
    const source = [
      'import type { A } from "./a";',
      'import { type B } from "./b";',
      'export * from "./c";',
      'export type { D } from "./d";',
      "const text = 'import e from \"./e\"';",
      'const module = await import("./f");',
    ].join("\n");
    expect(importSpecifiersOf(source)).toEqual(["./a", "./b", "./c", "./d", "./f"]);
  });
});

describe("resolveImport", () => {
  it("resolves @/ and relative paths to the repository's files, and leaves packages by name", () => {
    expect(resolveImport("components/x.tsx", "@/lib/errors")).toEqual({ file: "lib/errors.ts" });
    expect(resolveImport("lib/store/index.ts", "./event-store")).toEqual({
      file: "lib/store/event-store.ts",
    });
    expect(resolveImport("lib/store/database.ts", "@/lib/store/data-dir-mode.mjs")).toEqual({
      file: "lib/store/data-dir-mode.mjs",
    });
    expect(resolveImport("lib/x.ts", "zod")).toEqual({ package: "zod" });
  });

  it("throws on a path that names no file, so the walk never skips one", () => {
    expect(() => resolveImport("lib/x.ts", "@/lib/no-such-module")).toThrow(/names no file/);
  });
});

describe("isServerPackage", () => {
  it("tells Node's modules, SQLite and server-only from packages a page may bundle", () => {
    for (const name of ["node:fs", "fs", "fs/promises", "child_process", "better-sqlite3"]) {
      expect(isServerPackage(name)).toBe(true);
    }
    expect(isServerPackage("server-only")).toBe(true);
    for (const name of ["react", "next/link", "zod", "@modelcontextprotocol/sdk/types.js"]) {
      expect(isServerPackage(name)).toBe(false);
    }
  });
});
