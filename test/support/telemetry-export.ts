import { afterAll, afterEach, beforeAll } from "vitest";
import { getEventStore } from "@/lib/store";
import { startTelemetry, type Telemetry } from "@/lib/telemetry";
import { telemetryConfigFrom } from "@/lib/telemetry/telemetry-config";
import { type OtlpReceiver, startOtlpReceiver } from "@/test/support/otlp-receiver";

/**
 * For a test file about exported spans: a local receiver started before its tests and closed
 * after, and `exportTo`, which turns export on from the variables given (`OTEL_*`, as the
 * process would read them) for one test; after each test its export is shut down and the
 * receiver's batches cleared.
 */
export function telemetryToReceiver(): {
  readonly receiver: OtlpReceiver;
  exportTo(environment: Record<string, string>, options?: { maxQueued?: number }): Telemetry;
} {
  let telemetry: Telemetry | undefined;
  const harness = {
    receiver: undefined as unknown as OtlpReceiver,
    exportTo(environment: Record<string, string>, options?: { maxQueued?: number }) {
      const config = telemetryConfigFrom(environment);
      if (!config) throw new Error("the environment turns export on");
      telemetry = startTelemetry(getEventStore(), config, options);
      return telemetry;
    },
  };
  beforeAll(async () => {
    harness.receiver = await startOtlpReceiver();
  });
  afterEach(async () => {
    await telemetry?.shutdown();
    telemetry = undefined;
    harness.receiver.batches.length = 0;
  });
  afterAll(() => harness.receiver.close());
  return harness;
}
