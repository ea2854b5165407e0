import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const loader = path.resolve(process.cwd(), "scripts/fs-glob-sync-loader.mjs");
const runner = path.resolve(
  process.cwd(),
  "node_modules/@modelcontextprotocol/conformance/dist/index.js",
);

function runNode(args: string[]) {
  return spawnSync(process.execPath, args, { encoding: "utf8", timeout: 20_000 });
}

describe("fs-glob-sync-loader", () => {
  it("gives `fs` and `node:fs` imports a globSync, keeping every other export", () => {
    const probe = [
      'import fs, { globSync, readFileSync } from "fs";',
      'import * as nodeFs from "node:fs";',
      'const found = globSync("scripts/glob-sync.*", { cwd: process.cwd() }).sort();',
      "console.log(JSON.stringify({ found, readFile: typeof readFileSync,",
      "  defaultReadFile: typeof fs.readFileSync, nodeGlob: typeof nodeFs.globSync }));",
    ].join("\n");
    const result = runNode(["--import", loader, "--input-type=module", "-e", probe]);
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual({
      found: ["scripts/glob-sync.d.mts", "scripts/glob-sync.mjs", "scripts/glob-sync.test.ts"],
      readFile: "function",
      defaultReadFile: "function",
      nodeGlob: "function",
    });
  });

  it("lets the MCP conformance runner load and list its client scenarios", () => {
    const result = runNode(["--import", loader, runner, "list", "--client"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("- initialize");
    expect(result.stdout).toContain("- auth/");
  });
});
