import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One batch the receiver got: its path, content type and body bytes. */
export interface ReceivedBatch {
  path: string;
  contentType: string;
  body: Buffer;
}

/** A local OTLP/HTTP receiver on 127.0.0.1: what the official exporter sent it, as received. */
export interface OtlpReceiver {
  /** The base endpoint (`OTEL_EXPORTER_OTLP_ENDPOINT`); traces go to `/v1/traces` under it. */
  endpoint: string;
  batches: ReceivedBatch[];
  close(): Promise<void>;
}

/**
 * Starts a receiver answering every batch as an OTLP collector does (200, an empty success), or,
 * given `status` and `delayMs`, as a collector in trouble: that status, after that wait.
 */
export async function startOtlpReceiver(
  options: { status?: number; delayMs?: number } = {},
): Promise<OtlpReceiver> {
  const batches: ReceivedBatch[] = [];
  const server: Server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on("data", (part: Buffer) => parts.push(part));
    request.on("end", () => {
      const contentType = request.headers["content-type"] ?? "";
      batches.push({ path: request.url ?? "", contentType, body: Buffer.concat(parts) });
      const json = contentType.includes("json");
      setTimeout(() => {
        response.writeHead(options.status ?? 200, {
          "content-type": json ? "application/json" : "application/x-protobuf",
        });
        response.end(json ? "{}" : "");
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    batches,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One OTLP JSON attribute value, as the JSON encoding writes it. */
interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: OtlpValue[] };
}

/** One span of an OTLP JSON batch, its attributes read into plain values. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind?: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: Record<string, unknown>;
  events: Array<{ name: string; timeUnixNano: string; attributes: Record<string, unknown> }>;
  status?: { code?: number; message?: string };
}

function plainValue(value: OtlpValue): unknown {
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plainValue);
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.doubleValue ?? value.boolValue;
}

function plainAttributes(
  attributes: Array<{ key: string; value: OtlpValue }> | undefined,
): Record<string, unknown> {
  return Object.fromEntries((attributes ?? []).map(({ key, value }) => [key, plainValue(value)]));
}

interface JsonSpan extends Omit<ReceivedSpan, "attributes" | "events"> {
  attributes?: Array<{ key: string; value: OtlpValue }>;
  events?: Array<{
    name: string;
    timeUnixNano: string;
    attributes?: Array<{ key: string; value: OtlpValue }>;
  }>;
}

/** Every span of the receiver's JSON batches, with the resource's `service.name` of each. */
export function receivedJsonSpans(
  batches: readonly ReceivedBatch[],
): Array<ReceivedSpan & { serviceName: unknown }> {
  const spans: Array<ReceivedSpan & { serviceName: unknown }> = [];
  for (const batch of batches) {
    const decoded = JSON.parse(batch.body.toString("utf8")) as {
      resourceSpans?: Array<{
        resource?: { attributes?: Array<{ key: string; value: OtlpValue }> };
        scopeSpans?: Array<{ spans?: JsonSpan[] }>;
      }>;
    };
    for (const resourceSpans of decoded.resourceSpans ?? []) {
      const serviceName = plainAttributes(resourceSpans.resource?.attributes)["service.name"];
      for (const scope of resourceSpans.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          spans.push({
            ...span,
            serviceName,
            attributes: plainAttributes(span.attributes),
            events: (span.events ?? []).map((event) => ({
              ...event,
              attributes: plainAttributes(event.attributes),
            })),
          });
        }
      }
    }
  }
  return spans;
}
