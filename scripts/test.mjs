#!/usr/bin/env node
/**
 * `npm test`: lint and format check (Biome), type check (tsc), unit and integration tests
 * (Vitest), the MCP conformance client scenarios (`npm run conformance`), end-to-end tests
 * (Playwright on the system Chromium). Runs every step even when one fails, then prints one line
 * `N passed, N failed` summed over all of them (lint and type check count as one check each,
 * each conformance scenario as one; auth scenarios are shown apart and not summed).
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const reports = path.join(root, "test-results", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    console.info(`\n▶ ${[path.basename(command), ...args].join(" ")}`);
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...extraEnv },
      stdio: "inherit",
    });
    child.on("exit", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(1));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

const results = [];

const lint = await run(bin("biome"), ["check", "."]);
results.push({ name: "lint (biome)", passed: lint === 0 ? 1 : 0, failed: lint === 0 ? 0 : 1 });

const typecheck = await run(bin("tsc"), ["--noEmit", "-p", "."]);
results.push({
  name: "typecheck (tsc)",
  passed: typecheck === 0 ? 1 : 0,
  failed: typecheck === 0 ? 0 : 1,
});

const vitestReport = path.join(reports, "vitest.json");
const vitest = await run(bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${vitestReport}`,
]);
const vitestJson = readJson(vitestReport);
results.push({
  name: "unit + integration (vitest)",
  passed: vitestJson?.numPassedTests ?? 0,
  failed: vitestJson
    ? vitestJson.numFailedTests + (vitest !== 0 && vitestJson.numFailedTests === 0 ? 1 : 0)
    : 1,
});

const conformanceReport = path.join(reports, "conformance.json");
const conformance = await run("npm", [
  "run",
  "-s",
  "conformance",
  "--",
  "--report",
  conformanceReport,
]);
const conformanceJson = readJson(conformanceReport);
results.push({
  name: "MCP conformance, client scenarios",
  passed: conformanceJson?.passed ?? 0,
  failed: conformanceJson
    ? conformanceJson.failed + (conformance !== 0 && conformanceJson.failed === 0 ? 1 : 0)
    : 1,
});
const conformanceAuth = conformanceJson?.auth;

const playwrightReport = path.join(reports, "playwright.json");
const playwright = await run(bin("playwright"), ["test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});
const stats = readJson(playwrightReport)?.stats;
results.push({
  name: "end-to-end (playwright)",
  passed: stats ? stats.expected + stats.flaky : 0,
  failed: stats ? stats.unexpected + (playwright !== 0 && stats.unexpected === 0 ? 1 : 0) : 1,
});

console.info("");
for (const result of results)
  console.info(`  ${result.name}: ${result.passed} passed, ${result.failed} failed`);
if (conformanceAuth) {
  console.info(
    `  (MCP conformance auth scenarios, not summed: ${conformanceAuth.passed} passed, ${conformanceAuth.failed} failed)`,
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
