import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const loader = path.resolve(process.cwd(), "scripts/typescript-loader.mjs");
let directory: string;

function runTypeScript(file: string) {
  return spawnSync(process.execPath, ["--import", loader, path.join(directory, file)], {
    cwd: process.cwd(),
    encoding: "utf8",
    timeout: 20_000,
  });
}

beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), "loupe-ts-loader-"));
  mkdirSync(path.join(directory, "parts"));
  writeFileSync(
    path.join(directory, "parts", "index.ts"),
    'export const greeting: string = "hello";\nexport type Greeting = typeof greeting;\n',
  );
  writeFileSync(
    path.join(directory, "helper.ts"),
    "export function twice(value: number): number {\n  return value * 2;\n}\n",
  );
  writeFileSync(
    path.join(directory, "main.ts"),
    [
      'import "server-only";',
      'import { LoupeError } from "@/lib/errors";',
      'import { twice } from "./helper";',
      'import { greeting, type Greeting } from "./parts";',
      "interface Shape { size: number }",
      "const shape: Shape = { size: twice(21) };",
      "const said: Greeting = greeting;",
      'const error = new LoupeError("mcp:call_failed", "x");',
      "console.log(JSON.stringify({ size: shape.size, said, code: error.code }));",
    ].join("\n"),
  );
  writeFileSync(path.join(directory, "broken.ts"), "const value: number = ;\n");
});

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("typescript-loader", () => {
  it("runs TypeScript with @/ paths, extensionless and index imports, and server-only", () => {
    for (const attempt of ["cold or warm", "warm (from the cache)"]) {
      const result = runTypeScript("main.ts");
      expect(result.stderr, attempt).toBe("");
      expect(JSON.parse(result.stdout)).toEqual({
        size: 42,
        said: "hello",
        code: "mcp:call_failed",
      });
    }
  });

  it("refuses a module with a syntax error, naming the file", () => {
    const result = runTypeScript("broken.ts");
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("TypeScript could not transpile");
    expect(result.stderr).toContain("broken.ts");
  });
});
