import { z } from "zod";
import { parseBody } from "@/lib/http/read-json";

/** An OTLP JSON attribute value (`AnyValue`): the kinds a GenAI trace's attributes use. */
interface OtlpJsonValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: OtlpJsonValue[] };
}

const valueSchema: z.ZodType<OtlpJsonValue> = z.lazy(() =>
  z
    .object({
      stringValue: z.string().optional(),
      intValue: z.union([z.string(), z.number()]).optional(),
      doubleValue: z.number().optional(),
      boolValue: z.boolean().optional(),
      arrayValue: z
        .object({ values: z.array(valueSchema).optional() })
        .loose()
        .optional(),
    })
    .loose(),
);

const attributesSchema = z.array(z.object({ key: z.string(), value: valueSchema }).loose());

/** A time in nanoseconds since the epoch: a decimal string (OTLP JSON) or a number. */
const nanosSchema = z.union([
  z.string().regex(/^\d+$/, "must be nanoseconds since the epoch, in digits"),
  z.number().nonnegative(),
]);

const spanSchema = z
  .object({
    traceId: z.string().min(1, "a span needs its traceId"),
    spanId: z.string().min(1, "a span needs its spanId"),
    parentSpanId: z.string().optional(),
    name: z.string(),
    startTimeUnixNano: nanosSchema,
    endTimeUnixNano: nanosSchema.optional(),
    attributes: attributesSchema.optional(),
  })
  .loose();

/** `ExportTraceServiceRequest` as OTLP JSON: what a collector's file exporter writes per line. */
const traceDocumentSchema = z
  .object({
    resourceSpans: z.array(
      z
        .object({
          scopeSpans: z
            .array(z.object({ spans: z.array(spanSchema).optional() }).loose())
            .optional(),
        })
        .loose(),
    ),
  })
  .loose();

/** One span of an OTLP JSON trace, its attributes as plain values and its times in milliseconds. */
export interface TraceSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  startMs: number;
  endMs: number;
  attributes: Record<string, unknown>;
}

/** Whether a parsed JSON value is an OTLP JSON trace (it has `resourceSpans`), not a session file. */
export function isOtlpTraceDocument(value: unknown): boolean {
  return typeof value === "object" && value !== null && "resourceSpans" in value;
}

function plainValue(value: OtlpJsonValue): unknown {
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plainValue);
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.doubleValue ?? value.boolValue;
}

function millisecondsOf(nanos: string | number): number {
  return typeof nanos === "number" ? nanos / 1e6 : Number(BigInt(nanos) / 1000n) / 1000;
}

/**
 * Every span of OTLP JSON trace documents (one per line of a file exporter's output, or one
 * alone), validated: a document that is no trace is `request:invalid` naming the line and where
 * (`Line 2 of the trace is invalid: resourceSpans.0.scopeSpans.0.spans.3.spanId: …`).
 */
export function otlpJsonSpans(documents: readonly unknown[]): TraceSpan[] {
  const spans: TraceSpan[] = [];
  documents.forEach((document, index) => {
    const what = documents.length === 1 ? "The trace" : `Line ${index + 1} of the trace`;
    const trace = parseBody(traceDocumentSchema, document, what);
    for (const resource of trace.resourceSpans) {
      for (const scope of resource.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          const startMs = millisecondsOf(span.startTimeUnixNano);
          spans.push({
            traceId: span.traceId,
            spanId: span.spanId,
            ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
            name: span.name,
            startMs,
            endMs:
              span.endTimeUnixNano === undefined ? startMs : millisecondsOf(span.endTimeUnixNano),
            attributes: Object.fromEntries(
              (span.attributes ?? []).map(({ key, value }) => [key, plainValue(value)]),
            ),
          });
        }
      }
    }
  });
  return spans;
}
