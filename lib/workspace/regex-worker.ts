import { Worker } from "node:worker_threads";

/** The files a search looks at, in order, each as its path and text. */
export type SearchedFile = readonly [path: string, text: string];

/** What a regex run in a worker found: matching lines, or where it was when its time ran out. */
export type RegexRun =
  | { kind: "matched"; matches: Array<{ path: string; line: number }> }
  | { kind: "timed-out"; path?: string }
  | { kind: "failed"; message: string };

/**
 * The worker's code, self-contained so no bundler has to find a file: it tests each line of each
 * file, says which file it starts, and posts the matching lines (stopping after `limit` + 1).
 */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { source, flags, files, limit } = workerData;
const pattern = new RegExp(source, flags);
const matches = [];
search: for (const [path, text] of files) {
  parentPort.postMessage({ kind: "file", path });
  const lines = text.split(/\\r?\\n/);
  for (let line = 0; line < lines.length; line += 1) {
    if (!pattern.test(lines[line])) continue;
    matches.push({ path, line });
    if (matches.length > limit) break search;
  }
}
parentPort.postMessage({ kind: "matched", matches });
`;

/**
 * Tests every line of `files` against a regex in a worker thread, so a catastrophic pattern
 * (`(a+)+$` on a long line) cannot stall the server: past `timeLimitMs` after the worker starts,
 * it is terminated and the run says which file it was searching. Never rejects.
 */
export function runRegexInWorker(
  pattern: RegExp,
  files: readonly SearchedFile[],
  options: { limit: number; timeLimitMs: number },
): Promise<RegexRun> {
  return new Promise((resolve) => {
    let current: string | undefined;
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { source: pattern.source, flags: pattern.flags, files, limit: options.limit },
    });
    const settle = (run: RegexRun) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(run);
      void worker.terminate();
    };
    worker.on("online", () => {
      timer = setTimeout(
        () => settle({ kind: "timed-out", ...(current === undefined ? {} : { path: current }) }),
        options.timeLimitMs,
      );
    });
    worker.on("message", (message: { kind: "file"; path: string } | RegexRun) => {
      if (message.kind === "file") current = message.path;
      else settle(message);
    });
    worker.on("error", (error) => settle({ kind: "failed", message: error.message }));
    worker.on("exit", () => settle({ kind: "failed", message: "the search stopped" }));
  });
}
