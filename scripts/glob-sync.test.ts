import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { globSync, patternToRegExp } from "./glob-sync.mjs";

let directory: string;

beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), "loupe-glob-"));
  const files = [
    "checks.json",
    "a/checks.json",
    "a/b/checks.json",
    "a/b/other.txt",
    "auth/x-1/checks.json",
    ".hidden/checks.json",
    "a/.dot.json",
    "c.ts",
    "d.tsx",
    "e.mjs",
  ];
  for (const file of files) {
    mkdirSync(path.dirname(path.join(directory, file)), { recursive: true });
    writeFileSync(path.join(directory, file), "{}");
  }
});

afterAll(() => rmSync(directory, { recursive: true, force: true }));

const sorted = (paths: string[]) => [...paths].sort();

describe("globSync (fs.globSync for Node 20)", () => {
  it("finds a name at any depth with **, not inside dot directories", () => {
    expect(sorted(globSync("**/checks.json", { cwd: directory }))).toEqual([
      "a/b/checks.json",
      "a/checks.json",
      "auth/x-1/checks.json",
      "checks.json",
    ]);
  });

  it("matches * within one segment, skipping dot files, and lists directories too", () => {
    expect(sorted(globSync("*", { cwd: directory }))).toEqual([
      "a",
      "auth",
      "c.ts",
      "checks.json",
      "d.tsx",
      "e.mjs",
    ]);
    expect(globSync("a/*.json", { cwd: directory })).toEqual(["a/checks.json"]);
    expect(globSync("a/.*.json", { cwd: directory })).toEqual(["a/.dot.json"]);
  });

  it("supports ?, character classes and {a,b} alternatives", () => {
    expect(sorted(globSync("?.{ts,mjs}", { cwd: directory }))).toEqual(["c.ts", "e.mjs"]);
    expect(sorted(globSync("[cd].ts*", { cwd: directory }))).toEqual(["c.ts", "d.tsx"]);
    expect(globSync("[!c].ts*", { cwd: directory })).toEqual(["d.tsx"]);
  });

  it("takes a list of patterns, a file URL as cwd, and exclude as patterns or a function", () => {
    const cwd = pathToFileURL(directory);
    expect(sorted(globSync(["c.ts", "e.mjs", "c.ts"], { cwd }))).toEqual(["c.ts", "e.mjs"]);
    expect(sorted(globSync("**/checks.json", { cwd, exclude: ["a/**"] }))).toEqual([
      "auth/x-1/checks.json",
      "checks.json",
    ]);
    const excludeAuth = (entry: unknown) => entry === "auth";
    expect(sorted(globSync("**/checks.json", { cwd, exclude: excludeAuth }))).toEqual([
      "a/b/checks.json",
      "a/checks.json",
      "checks.json",
    ]);
    const excludeDirentB = (entry: unknown) =>
      typeof entry === "object" && entry !== null && "name" in entry && entry.name === "b";
    const entries = globSync("a/**", { cwd, exclude: excludeDirentB, withFileTypes: true });
    expect(entries.map((entry) => entry.name).sort()).toEqual(["checks.json"]);
  });

  it("returns Dirents with withFileTypes, and absolute paths for an absolute pattern", () => {
    const entries = globSync("a/b/*", { cwd: directory, withFileTypes: true });
    expect(entries.map((entry) => entry.name).sort()).toEqual(["checks.json", "other.txt"]);
    expect(entries.every((entry) => entry.isFile())).toBe(true);
    expect(globSync(path.join(directory, "a", "b", "*.txt"))).toEqual([
      path.join(directory, "a", "b", "other.txt"),
    ]);
  });

  it("finds nothing under a directory that does not exist", () => {
    expect(globSync("**/*", { cwd: path.join(directory, "missing") })).toEqual([]);
  });

  it("refuses a pattern that is empty or not a string, and an exclude of another type", () => {
    expect(() => globSync("")).toThrow(TypeError);
    expect(() => globSync([])).toThrow("non-empty string");
    expect(() => globSync(42 as unknown as string)).toThrow(TypeError);
    expect(() =>
      globSync("*", { cwd: directory, exclude: "a" as unknown as readonly string[] }),
    ).toThrow("exclude must be a function or a list of patterns");
  });

  it("compiles patterns that match whole paths and treat regular expression characters literally", () => {
    expect(patternToRegExp("a+b(1).json").test("a+b(1).json")).toBe(true);
    expect(patternToRegExp("a+b(1).json").test("aab1.json")).toBe(false);
    expect(patternToRegExp("**").test("x/y/z")).toBe(true);
    expect(patternToRegExp("x/**/z").test("x/z")).toBe(true);
    expect(patternToRegExp("x/**/z").test("x/y/w/z")).toBe(true);
    expect(patternToRegExp("x/*").test("x/y/z")).toBe(false);
    expect(patternToRegExp("{a").test("{a")).toBe(true);
  });
});
