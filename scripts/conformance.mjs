#!/usr/bin/env node
/**
 * `npm run conformance`: runs every client scenario of the MCP conformance suite
 * (`@modelcontextprotocol/conformance`) against Loupe's client (the `conformance-client` script
 * of package.json), and prints one line per scenario. The runner runs on Node 20 with `fs-glob-sync-loader.mjs`,
 * its scenario servers held to 127.0.0.1 by `listen-on-loopback.cjs`. Exits 1 when a scenario
 * other than an `auth/…` one fails; auth scenarios are run and counted apart ("auth: N passed,
 * N failed"), Loupe's MCP layer having no OAuth.
 *
 * Arguments: scenario names to run (the others are reported as skipped); `--report <file>`
 * writes the results as JSON (`scripts/test.mjs` counts them); `--output <directory>` is where
 * the runner's output and checks for each scenario are kept (`test-results/conformance/`).
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { globSync } from "./glob-sync.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const runner = path.join(root, "node_modules/@modelcontextprotocol/conformance/dist/index.js");
const runnerNodeArgs = [
  "-r",
  path.join(root, "scripts/listen-on-loopback.cjs"),
  "--import",
  path.join(root, "scripts/fs-glob-sync-loader.mjs"),
  runner,
];
/** What `npm run -s conformance-client --` runs, run directly (npm's own start costs a second). */
const clientCommand = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts[
  "conformance-client"
];
/** How long the runner gives the client per scenario, and how long a whole scenario may take. */
const CLIENT_TIMEOUT_MS = 30_000;
const SCENARIO_TIMEOUT_MS = 90_000;
/** Auth scenarios at once; the others run one at a time, as `sse-retry` measures timing. */
const AUTH_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism()));

const {
  names: chosen,
  report: reportFile,
  output: outputRoot,
} = parseArguments(process.argv.slice(2));
const startedAt = performance.now();

/** Runs a process to its end and resolves with its exit code and interleaved output. */
function runProcess(args, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const collect = (chunk) => {
      output += chunk.toString();
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGTERM");
    }, timeoutMs);
    child.on("error", (error) => {
      output += `\n${error.message}`;
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code: timedOut ? 1 : (code ?? 1), output, timedOut });
    });
  });
}

function parseArguments(args) {
  const names = [];
  const options = { "--report": undefined, "--output": undefined };
  for (let index = 0; index < args.length; index++) {
    const argument = args[index];
    if (argument in options) {
      const value = args[++index];
      if (!value || value.startsWith("-")) fail(`${argument} needs a path`);
      options[argument] = path.resolve(value);
    } else if (argument.startsWith("-")) {
      fail(
        `unknown option ${argument} (use scenario names, --report <file>, --output <directory>)`,
      );
    } else names.push(argument);
  }
  return {
    names,
    report: options["--report"],
    output: options["--output"] ?? path.join(root, "test-results", "conformance"),
  };
}

function fail(message) {
  console.error(`conformance: ${message}`);
  process.exit(2);
}

/** The client scenarios the installed runner offers, as `list --client` prints them. */
async function listScenarios() {
  const listing = await runProcess([...runnerNodeArgs, "list", "--client"], 30_000);
  const names = [...listing.output.matchAll(/^\s+- (\S+)/gm)].map((match) => match[1]);
  if (listing.code !== 0 || names.length === 0) {
    fail(`could not list the client scenarios:\n${listing.output}`);
  }
  return names;
}

/** The checks the runner saved for a scenario, counted by status. */
function countChecks(directory) {
  const counts = { passed: 0, failed: 0, warnings: 0, failures: [] };
  for (const file of globSync("**/checks.json", { cwd: directory })) {
    let checks;
    try {
      checks = JSON.parse(readFileSync(path.join(directory, file), "utf8"));
    } catch {
      continue;
    }
    for (const check of Array.isArray(checks) ? checks : []) {
      if (check.status === "SUCCESS") counts.passed++;
      else if (check.status === "FAILURE" || check.status === "WARNING") {
        if (check.status === "FAILURE") counts.failed++;
        else counts.warnings++;
        counts.failures.push(`${check.id}: ${check.errorMessage ?? check.description}`);
      }
    }
  }
  return counts;
}

async function runScenario(name) {
  const directory = path.join(outputRoot, name.replaceAll("/", "__"));
  mkdirSync(directory, { recursive: true });
  const began = performance.now();
  const run = await runProcess(
    [
      ...runnerNodeArgs,
      "client",
      "--command",
      clientCommand,
      "--scenario",
      name,
      "--timeout",
      String(CLIENT_TIMEOUT_MS),
      "-o",
      directory,
    ],
    SCENARIO_TIMEOUT_MS,
  );
  writeFileSync(path.join(directory, "runner.log"), run.output);
  const checks = countChecks(directory);
  const seconds = (performance.now() - began) / 1000;
  const status = run.code === 0 ? "pass" : "fail";
  const result = { name, auth: name.startsWith("auth/"), status, seconds, ...checks };
  printResult(result);
  if (status === "fail" && !result.auth) {
    console.info(indent(run.timedOut ? `${run.output}\n(timed out)` : run.output));
  }
  return result;
}

function printResult(result) {
  const label = result.status === "fail" && !result.auth ? "FAIL" : result.status;
  const checks =
    result.status === "skipped"
      ? ""
      : ` (${result.passed}/${result.passed + result.failed} checks` +
        `${result.warnings ? `, ${result.warnings} warnings` : ""}, ${result.seconds.toFixed(1)} s)`;
  console.info(`  ${label.padEnd(7)} ${result.name}${checks}`);
  if (result.status === "fail" && result.failures.length > 0) {
    console.info(`          ${result.failures[0]}`);
  }
}

function indent(text) {
  return text
    .trimEnd()
    .split("\n")
    .map((line) => `          | ${line}`)
    .join("\n");
}

async function runAll(names, concurrency) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++];
      results.push(await runScenario(name));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, names.length) }, worker));
  return results;
}

function tally(results) {
  return {
    passed: results.filter((result) => result.status === "pass").length,
    failed: results.filter((result) => result.status === "fail").length,
  };
}

const scenarios = await listScenarios();
const unknown = chosen.filter((name) => !scenarios.includes(name));
if (unknown.length > 0) fail(`no client scenario named ${unknown.join(", ")}`);
const selected = chosen.length > 0 ? scenarios.filter((name) => chosen.includes(name)) : scenarios;
rmSync(outputRoot, { recursive: true, force: true });
mkdirSync(outputRoot, { recursive: true });

console.info(`MCP conformance, client scenarios (${selected.length} of ${scenarios.length}):`);
const skipped = scenarios
  .filter((name) => !selected.includes(name))
  .map((name) => ({ name, auth: name.startsWith("auth/"), status: "skipped" }));
for (const result of skipped) printResult(result);
const core = await runAll(
  selected.filter((name) => !name.startsWith("auth/")),
  1,
);
const auth = await runAll(
  selected.filter((name) => name.startsWith("auth/")),
  AUTH_CONCURRENCY,
);

const coreTally = tally(core);
const authTally = tally(auth);
const seconds = (performance.now() - startedAt) / 1000;
console.info("");
console.info(
  `conformance: ${coreTally.passed} passed, ${coreTally.failed} failed, ${skipped.length} skipped` +
    ` (${seconds.toFixed(1)} s)`,
);
console.info(
  `auth: ${authTally.passed} passed, ${authTally.failed} failed (reported, not failing the run)`,
);
if (reportFile) {
  mkdirSync(path.dirname(reportFile), { recursive: true });
  writeFileSync(
    reportFile,
    JSON.stringify(
      {
        ...coreTally,
        skipped: skipped.length,
        auth: authTally,
        seconds,
        scenarios: [...core, ...auth, ...skipped],
      },
      null,
      2,
    ),
  );
}
process.exit(coreTally.failed === 0 ? 0 : 1);
