/**
 * Trace export against a collector in trouble (issue 20, "a collector that is down, slow or
 * refusing costs a step nothing measurable"): the weather task stepped to its final answer on
 * the demo model and the demo weather server (three steps, two executed tools: seven spans) with
 * export on, to a port nothing listens on and to a receiver answering 503 after 500 ms, against
 * the same task with export off. The batch processor is told to send 20 ms after a span ends, so
 * the export attempts (refused, or left hanging on the slow receiver) fall inside the timed
 * steps; the export is started before and shut down after each sample, untimed and not waited
 * for, so the baseline's sessions are never traced. Goal: a ratio near 1.
 *
 * Each sample opens its session first, untimed, and times the steps and decisions on the wall
 * clock (a step waits on the model's stream), in the interleaved rounds of `measured-rounds.ts`.
 */
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSession, decide, step } from "@/lib/loop/session-service";
import { DEMO_WEATHER_SERVER_NAME, type ServerListItem } from "@/lib/mcp/server-config";
import { getEventStore } from "@/lib/store";
import { startTelemetry } from "@/lib/telemetry";
import { telemetryConfigFrom } from "@/lib/telemetry/telemetry-config";
import { startOtlpReceiver } from "@/test/support/otlp-receiver";
import type { MeasuredComparison } from "./measured-rounds";

process.env.LOUPE_DATA_DIR = mkdtempSync(path.join(tmpdir(), "loupe-bench-telemetry-"));

const task = "What's the weather in New York tomorrow? Write the result to result.md";
const servers: ServerListItem[] = [{ name: DEMO_WEATHER_SERVER_NAME, transport: "demo" }];

/** A port on 127.0.0.1 nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const deadEndpoint = `http://127.0.0.1:${await closedPort()}`;
const slowRefusing = await startOtlpReceiver({ status: 503, delayMs: 500 });

/** Times the weather task from its first step to its final answer, in milliseconds. */
async function weatherTask(): Promise<number> {
  const { id } = await createSession({ task, model: "demo", dialect: "xml", servers });
  const start = performance.now();
  for (let turn = 1; turn <= 2; turn += 1) {
    const stepped = await step(id);
    if (stepped.status !== "awaiting-decision") throw new Error(`step ${turn}: ${stepped.status}`);
    await decide(id, { decision: "execute" });
  }
  const last = await step(id);
  const elapsed = performance.now() - start;
  if (last.status !== "done") throw new Error(`the last step ended ${last.status}`);
  return elapsed;
}

/** The weather task with export on to `endpoint` (the export started and stopped untimed). */
function exportingTo(endpoint: string): () => Promise<number> {
  return async () => {
    const config = telemetryConfigFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
    if (!config) throw new Error("the endpoint turns export on");
    const telemetry = startTelemetry(getEventStore(), config, { scheduledDelayMillis: 20 });
    try {
      return await weatherTask();
    } finally {
      void telemetry.shutdown();
    }
  };
}

process.env.LOUPE_DEMO_DELAY_MS = "4";

/** Export to a dead collector and to a slow refusing one, each over export off. */
export const measuredComparisons: MeasuredComparison[] = [
  { label: "export on to a dead endpoint", endpoint: deadEndpoint },
  { label: "export on to a receiver answering 503 after 500 ms", endpoint: slowRefusing.endpoint },
].map(({ label, endpoint }) => ({
  title: "the demo weather task, three steps and two executed tools (demo delay 4 ms)",
  unit: "ms",
  better: "lower",
  baseline: { label: "export off", sample: weatherTask },
  subject: { label, sample: exportingTo(endpoint) },
  warmups: 2,
  goal: {
    text: "near 1 (at most 1.1×)",
    met: (subject: number, baseline: number) => subject <= 1.1 * baseline,
  },
}));
