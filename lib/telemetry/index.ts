import "server-only";
import type { TelemetryStatus } from "@/lib/api/telemetry";
import { runtimeSlot } from "@/lib/runtime";
import type { EventStore } from "@/lib/store";
import { type SessionTracing, traceSessions } from "@/lib/telemetry/session-tracing";
import { type TelemetryConfig, telemetryConfigFrom } from "@/lib/telemetry/telemetry-config";
import { createTelemetryPipeline, type TelemetryCounts } from "@/lib/telemetry/telemetry-exporter";

/** Loupe's trace export while it runs: what it sends to, what it counted, and how to flush it. */
export interface Telemetry {
  config: TelemetryConfig;
  /** Spans sent, failed (refused, unreachable, timed out), dropped past the queue; events that could not become spans. */
  counts(): TelemetryCounts & { unreadEvents: number };
  /** Reads what the log holds now and sends every ended span; never rejects. */
  forceFlush(): Promise<void>;
  /** Ends the open spans, sends what is left and stops; never rejects. */
  shutdown(): Promise<void>;
}

/**
 * Starts exporting `store`'s playground sessions, proxied captures and inspector calls as
 * OpenTelemetry GenAI and MCP traces to
 * `config`'s collector (docs/telemetry.md). Export runs beside the steps: nothing it does can
 * throw into one.
 */
export function startTelemetry(
  store: EventStore,
  config: TelemetryConfig,
  options: { maxQueued?: number; scheduledDelayMillis?: number } = {},
): Telemetry {
  const { provider, counts, ids } = createTelemetryPipeline(config, options);
  const tracing: SessionTracing = traceSessions(store, provider.getTracer("loupe"), {
    captureContent: config.captureContent,
    ids,
  });
  return {
    config,
    counts: () => ({ ...counts, unreadEvents: tracing.failures() }),
    forceFlush: async () => {
      tracing.drain();
      await provider.forceFlush().catch(() => undefined);
    },
    shutdown: async () => {
      tracing.stop();
      await provider.shutdown().catch(() => undefined);
    },
  };
}

/** The process's running export, if the environment turned it on. */
export function runningTelemetry(): Telemetry | undefined {
  return runtimeSlot<{ telemetry?: Telemetry }>("telemetry", () => ({})).telemetry;
}

/**
 * Turns export on for the process when `OTEL_EXPORTER_OTLP_ENDPOINT` (or the traces endpoint) is
 * set, once; does nothing otherwise. Start-up calls it; a failure to start is said, not thrown.
 */
export function startTelemetryFromEnvironment(
  store: EventStore,
  environment: Record<string, string | undefined> = process.env,
): Telemetry | undefined {
  const slot = runtimeSlot<{ telemetry?: Telemetry }>("telemetry", () => ({}));
  if (slot.telemetry) return slot.telemetry;
  const config = telemetryConfigFrom(environment);
  if (!config) return undefined;
  try {
    slot.telemetry = startTelemetry(store, config);
    process.once("beforeExit", () => void slot.telemetry?.shutdown());
    console.info(`  Sending traces to ${new URL(config.tracesUrl).origin} (${config.protocol}).`);
  } catch (error) {
    console.error("  Trace export could not start:", error);
  }
  return slot.telemetry;
}

/** The running export as `GET /api/telemetry` shows it: off, or its collector's origin and counts. */
export function telemetryStatus(
  telemetry: Telemetry | undefined = runningTelemetry(),
): TelemetryStatus {
  if (!telemetry) return { enabled: false };
  const { exported, failed, dropped } = telemetry.counts();
  const { tracesUrl, protocol, serviceName, captureContent } = telemetry.config;
  let endpoint = "";
  try {
    endpoint = new URL(tracesUrl).origin;
  } catch {
    // A URL the exporter cannot use either: shown as empty, never as written (it may hold a key).
  }
  return {
    enabled: true,
    endpoint,
    protocol,
    serviceName,
    captureContent,
    exported,
    failed,
    dropped,
  };
}
