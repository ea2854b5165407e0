import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const script = path.resolve(process.cwd(), "scripts/conformance.mjs");
const directory = mkdtempSync(path.join(tmpdir(), "loupe-conformance-"));

function runConformance(args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args]);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("npm run conformance", () => {
  it("runs the chosen scenario, reports the others as skipped, and writes the report", async () => {
    const report = path.join(directory, "report.json");
    const output = path.join(directory, "results");
    const result = await runConformance(["tools_call", "--report", report, "--output", output]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^ {2}pass {4}tools_call \(1\/1 checks, /m);
    expect(result.stdout).toMatch(/^ {2}skipped initialize$/m);
    expect(result.stdout).toMatch(/^ {2}skipped auth\/metadata-default$/m);
    expect(result.stdout).toMatch(/^conformance: 1 passed, 0 failed, \d+ skipped/m);
    expect(result.stdout).toContain("auth: 0 passed, 0 failed");
    const written = JSON.parse(readFileSync(report, "utf8"));
    expect(written).toMatchObject({ passed: 1, failed: 0, auth: { passed: 0, failed: 0 } });
    expect(written.scenarios[0]).toMatchObject({ name: "tools_call", status: "pass", passed: 1 });
    expect(existsSync(path.join(output, "tools_call", "runner.log"))).toBe(true);
  }, 60_000);

  it("refuses an unknown scenario, an unknown option, and an option without its path", async () => {
    const unknownScenario = await runConformance(["no-such-scenario"]);
    expect(unknownScenario.code).toBe(2);
    expect(unknownScenario.stderr).toContain("no client scenario named no-such-scenario");
    const unknownOption = await runConformance(["--fast"]);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toContain("unknown option --fast");
    const missingPath = await runConformance(["--report"]);
    expect(missingPath.code).toBe(2);
    expect(missingPath.stderr).toContain("--report needs a path");
  }, 30_000);
});
