import "server-only";
import type { Context } from "@opentelemetry/api";
import { OTLPTraceExporter as JsonTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { OTLPTraceExporter as ProtobufTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  type ReadableSpan,
  type Span,
  type SpanExporter,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import type { TelemetryConfig } from "@/lib/telemetry/telemetry-config";
import { ChosenTraceIds } from "@/lib/telemetry/trace-ids";

/** The most ended spans waiting to be sent; past it a span is dropped and counted. */
export const MAX_QUEUED_SPANS = 2_048;

/** What became of the spans Loupe made: sent, refused or unreachable, dropped past the queue. */
export interface TelemetryCounts {
  exported: number;
  failed: number;
  dropped: number;
}

/** The `ExportResultCode.SUCCESS` of `@opentelemetry/core` (a dependency of the SDK, not Loupe's). */
const EXPORT_SUCCESS = 0;

type ExportDone = Parameters<SpanExporter["export"]>[1];

/** The official exporter, counting what it sent and what failed; it never throws. */
class CountingExporter implements SpanExporter {
  constructor(
    private readonly inner: SpanExporter,
    private readonly counts: TelemetryCounts,
    private readonly onHandedOver: (spans: number) => void,
  ) {}

  export(spans: ReadableSpan[], done: ExportDone): void {
    this.onHandedOver(spans.length);
    const settle: ExportDone = (result) => {
      if (result.code === EXPORT_SUCCESS) this.counts.exported += spans.length;
      else this.counts.failed += spans.length;
      done(result);
    };
    try {
      this.inner.export(spans, settle);
    } catch (error) {
      settle({ code: EXPORT_SUCCESS + 1, error: error as Error });
    }
  }

  async shutdown(): Promise<void> {
    await this.inner.shutdown().catch(() => undefined);
  }

  async forceFlush(): Promise<void> {
    await this.inner.forceFlush?.().catch(() => undefined);
  }
}

/**
 * A batch processor whose queue is bounded here, so a span past it is counted: it holds at most
 * `maxQueued` ended spans not yet handed to the exporter and drops (and counts) the rest.
 */
class BoundedSpanProcessor implements SpanProcessor {
  private queued = 0;

  constructor(
    private readonly batch: BatchSpanProcessor,
    private readonly maxQueued: number,
    private readonly counts: TelemetryCounts,
  ) {}

  handedOver(spans: number): void {
    this.queued = Math.max(0, this.queued - spans);
  }

  onStart(span: Span, parentContext: Context): void {
    this.batch.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    if (this.queued >= this.maxQueued) {
      this.counts.dropped += 1;
      return;
    }
    this.queued += 1;
    this.batch.onEnd(span);
  }

  forceFlush(): Promise<void> {
    return this.batch.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.batch.shutdown();
  }
}

/** The tracer provider Loupe exports with, and what it counted. */
export interface TelemetryPipeline {
  provider: BasicTracerProvider;
  counts: TelemetryCounts;
  /** The provider's ids, through which a span is started in a trace chosen ahead. */
  ids: ChosenTraceIds;
}

/**
 * A tracer provider sending to `config`'s endpoint with the official OTLP/HTTP exporter of its
 * protocol (protobuf or JSON) through a batch processor with a bounded queue: export runs in the
 * background, a failed or refused batch is counted, and nothing of it reaches the caller.
 */
export function createTelemetryPipeline(
  config: TelemetryConfig,
  options: { maxQueued?: number; scheduledDelayMillis?: number } = {},
): TelemetryPipeline {
  const counts: TelemetryCounts = { exported: 0, failed: 0, dropped: 0 };
  const exporterConfig = { url: config.tracesUrl, headers: config.headers };
  const official =
    config.protocol === "http/json"
      ? new JsonTraceExporter(exporterConfig)
      : new ProtobufTraceExporter(exporterConfig);
  const maxQueued = options.maxQueued ?? MAX_QUEUED_SPANS;
  let bounded: BoundedSpanProcessor | undefined;
  const exporter = new CountingExporter(official, counts, (spans) => bounded?.handedOver(spans));
  const batch = new BatchSpanProcessor(exporter, {
    maxQueueSize: maxQueued,
    maxExportBatchSize: Math.min(512, maxQueued),
    scheduledDelayMillis: options.scheduledDelayMillis ?? 2_000,
  });
  bounded = new BoundedSpanProcessor(batch, maxQueued, counts);
  const ids = new ChosenTraceIds();
  const provider = new BasicTracerProvider({
    idGenerator: ids,
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName }),
    spanProcessors: [bounded],
  });
  return { provider, counts, ids };
}
