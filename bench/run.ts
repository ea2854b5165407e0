/**
 * `npm run bench [bench/x.bench.ts …]`: runs every benchmark file (or the ones named), one at a
 * time, each in its own Node process so one file's memory does not weigh on the next. A file
 * exports `comparisons`, each timed in interleaved rounds (`interleaved-rounds.ts`) in the
 * processor time the process uses, or `measuredComparisons`, whose sides measure their own
 * wall-clock figure (`measured-rounds.ts`), or both; each prints one line: its median ratio and
 * the spread over the rounds, then what it compares.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { exposeGc } from "@/test/support/expose-gc";
import { type Comparison, runComparison } from "./interleaved-rounds";
import {
  describeMeasured,
  type MeasuredComparison,
  runMeasuredComparison,
} from "./measured-rounds";
import { describeRatio } from "./ratio-summary";

const script = fileURLToPath(import.meta.url);
const oneFileFlag = "--one-file";
/** The garbage collector works on the main thread, so its work is counted where it is caused. */
const childFlags = ["--single-threaded-gc"];

/**
 * The processor time this process has used (user and system), in milliseconds: unlike the wall
 * clock, it does not count the time a busy machine gives other processes.
 */
function processorMilliseconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

async function runFile(file: string): Promise<void> {
  const module = (await import(pathToFileURL(path.resolve(file)).href)) as {
    comparisons?: readonly Comparison[];
    measuredComparisons?: readonly MeasuredComparison[];
  };
  if (!module.comparisons && !module.measuredComparisons) {
    throw new Error(`${file} exports no \`comparisons\` nor \`measuredComparisons\``);
  }
  const collect = exposeGc();
  for (const comparison of module.comparisons ?? []) {
    const result = runComparison(comparison, { now: processorMilliseconds, settle: collect });
    const sides = `${comparison.subject.label} ÷ ${comparison.baseline.label}`;
    const ratio = describeRatio(result.summary, comparison.goal);
    process.stdout.write(`  ${ratio}  ${comparison.title}: ${sides}\n`);
  }
  for (const comparison of module.measuredComparisons ?? []) {
    const result = await runMeasuredComparison(comparison);
    const sides = `${comparison.subject.label} ÷ ${comparison.baseline.label}`;
    const ratio = `${describeRatio(result.summary)}; ${describeMeasured(comparison, result)}`;
    process.stdout.write(`  ${ratio}  ${comparison.title}: ${sides}\n`);
  }
}

function runEachFile(named: readonly string[]): number {
  const directory = path.dirname(script);
  const files =
    named.length > 0
      ? named
      : readdirSync(directory)
          .filter((name) => name.endsWith(".bench.ts"))
          .sort()
          .map((name) => path.relative(process.cwd(), path.join(directory, name)));
  let failures = 0;
  for (const file of files) {
    process.stdout.write(`${file}\n`);
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, ...childFlags, script, oneFileFlag, file],
      { stdio: "inherit" },
    );
    if (child.status !== 0) failures += 1;
  }
  return failures === 0 ? 0 : 1;
}

const [first, ...rest] = process.argv.slice(2);
if (first === oneFileFlag && rest[0] !== undefined) {
  await runFile(rest[0]);
} else {
  process.exitCode = runEachFile(process.argv.slice(2));
}
