/**
 * The logging proxy's cost (issue 15): time to first byte and throughput through the proxy,
 * capturing, against a direct connection to the same loopback upstream, for 1 stream and for 50
 * at once. Goal: first byte within 1.1× plus 2 ms of direct, throughput at least 0.9× of direct.
 * The run prints whether each is met and never fails on it.
 *
 * What a client meets is an HTTP server, so the proxy side is the real route handler of
 * `app/api/proxy/[upstream]/[...path]/route.ts` (as `test/support/proxy-route.ts` routes to it)
 * served over TCP by `serveWebHandler` the way Next streams a route handler's body, capturing
 * every exchange into the event store (SQLite, a temporary data directory): calling the handler
 * in the client's own process would skip the hop a client pays and share one thread between
 * client and proxy. Next's own routing in front of the handler is not counted. The upstream
 * (`loopback-servers.ts`) streams Chat Completions SSE on 127.0.0.1, headers and the first event
 * at once, so both sides record and assemble what a model sends. Upstream, proxy and client
 * (this process, Node's `fetch`) each run in a process of their own.
 *
 * Time is the wall clock (a first byte is waiting, which processor time does not count), so a
 * busy machine weighs on it; the interleaved rounds of `measured-rounds.ts` and each round's
 * best sample make that weigh on both sides alike. Every sample checks that each stream
 * received every byte.
 */
import { spawn } from "node:child_process";
import type { Socket } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import type { MeasuredComparison } from "./measured-rounds";
import { median } from "./ratio-summary";
import { upstreamBody } from "./upstream-body";

const serversScript = fileURLToPath(new URL("./loopback-servers.ts", import.meta.url));

/** The servers run as a server does: with the TypeScript loader, without the runner's GC flag. */
const serverFlags = process.execArgv.filter((flag) => flag !== "--single-threaded-gc");

/** Starts one of the loopback servers in its own process and answers its origin. */
async function startServer(...args: string[]): Promise<string> {
  const child = spawn(process.execPath, [...serverFlags, serversScript, ...args], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const stdout = child.stdout as Socket;
  const lines = createInterface({ input: stdout });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => {
      reject(new Error(`the ${args[0]} server exited (${code}) before serving`));
    });
    lines.once("line", resolve);
  });
  lines.close();
  stdout.destroy();
  // The server exits when this process ends and its standard input closes with it.
  child.unref();
  (child.stdin as Socket).unref();
  return origin;
}

const upstreamOrigin = await startServer("upstream");
const proxyOrigin = await startServer("proxy", upstreamOrigin);

const chatPath = "/v1/chat/completions";
const direct = `${upstreamOrigin}${chatPath}`;
const proxied = `${proxyOrigin}/api/proxy/bench${chatPath}`;
const requestBody = JSON.stringify({
  model: "bench",
  stream: true,
  messages: [{ role: "user", content: "Stream the benchmark's answer." }],
});

/** One stream read to its end: when its first byte came and when its last, from the start. */
interface StreamTiming {
  firstByteMs: number;
  endMs: number;
  bytes: number;
}

/** Posts to `url` for an answer of about `bytes` bytes and reads it all, checking its length. */
async function readStream(url: string, bytes: number): Promise<StreamTiming> {
  const expected = upstreamBody(bytes).byteLength;
  const start = performance.now();
  const response = await fetch(`${url}?bytes=${bytes}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer sk-bench-client" },
    body: requestBody,
  });
  if (!response.ok || !response.body) {
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  }
  const reader = response.body.getReader();
  let firstByteMs = 0;
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received === 0) firstByteMs = performance.now() - start;
    received += value.byteLength;
  }
  const endMs = performance.now() - start;
  if (received !== expected) {
    throw new Error(`${url} delivered ${received} bytes of ${expected}`);
  }
  return { firstByteMs, endMs, bytes: received };
}

/** `streams` streams started at once, each read to its end. */
function readStreams(url: string, streams: number, bytes: number): Promise<StreamTiming[]> {
  return Promise.all(Array.from({ length: streams }, () => readStream(url, bytes)));
}

const smallAnswer = 2 * 1024;
const firstBytesPerSample = 8;

/** The median first byte of 8 short streams one after another, or of `streams` at once. */
function firstByte(url: string, streams: number): () => Promise<number> {
  return async () => {
    if (streams > 1) {
      const timings = await readStreams(url, streams, smallAnswer);
      return median(timings.map((timing) => timing.firstByteMs));
    }
    const times: number[] = [];
    for (let index = 0; index < firstBytesPerSample; index += 1) {
      times.push((await readStream(url, smallAnswer)).firstByteMs);
    }
    return median(times);
  };
}

const megabyte = 1024 * 1024;

/** Megabytes a second delivered by `streams` streams of `bytes` each, from start to the last byte. */
function throughput(url: string, streams: number, bytes: number): () => Promise<number> {
  return async () => {
    const start = performance.now();
    const timings = await readStreams(url, streams, bytes);
    const seconds = (performance.now() - start) / 1000;
    return timings.reduce((total, timing) => total + timing.bytes, 0) / megabyte / seconds;
  };
}

const firstByteGoal = {
  text: "within 1.1× plus 2 ms of direct",
  met: (subject: number, baseline: number) => subject <= baseline * 1.1 + 2,
};
const throughputGoal = {
  text: "at least 0.9× of direct",
  met: (subject: number, baseline: number) => subject >= baseline * 0.9,
};
const directLabel = "direct to the loopback upstream";
const proxyLabel = "through the proxy, capturing";

/** Four rounds of two samples a side: enough to see the ratio, well under a minute in all. */
function sides(sample: (url: string) => () => Promise<number>) {
  return {
    rounds: 4,
    baseline: { label: directLabel, sample: sample(direct) },
    subject: { label: proxyLabel, sample: sample(proxied) },
  };
}

const oneStreamBytes = megabyte / 2;
const concurrentBytes = 16 * 1024;

/** First byte and throughput, 1 stream and 50, through the proxy against direct. */
export const measuredComparisons: MeasuredComparison[] = [
  {
    title: `time to first byte, 1 stream (median of ${firstBytesPerSample} in a row)`,
    unit: "ms",
    better: "lower",
    goal: firstByteGoal,
    ...sides((url) => firstByte(url, 1)),
  },
  {
    title: "time to first byte, 50 concurrent streams (median of the 50)",
    unit: "ms",
    better: "lower",
    goal: firstByteGoal,
    ...sides((url) => firstByte(url, 50)),
  },
  {
    title: `throughput, 1 stream of ${oneStreamBytes / 1024} KB`,
    unit: "MB/s",
    better: "higher",
    goal: throughputGoal,
    ...sides((url) => throughput(url, 1, oneStreamBytes)),
  },
  {
    title: `throughput, 50 concurrent streams of ${concurrentBytes / 1024} KB`,
    unit: "MB/s",
    better: "higher",
    goal: throughputGoal,
    ...sides((url) => throughput(url, 50, concurrentBytes)),
  },
];
