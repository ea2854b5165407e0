/** How a trace batch is encoded on the wire: the OTLP/HTTP protocols the official exporters speak. */
export type TelemetryProtocol = "http/protobuf" | "http/json";

/** Where and how Loupe's traces go, read from the standard OpenTelemetry variables. */
export interface TelemetryConfig {
  /** The full URL batches are posted to (the traces endpoint, `/v1/traces` added to a base one). */
  tracesUrl: string;
  headers: Record<string, string>;
  protocol: TelemetryProtocol;
  serviceName: string;
  /** `OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true`: prompts, answers, tool arguments and results go too. */
  captureContent: boolean;
}

type Environment = Record<string, string | undefined>;

/** `OTEL_EXPORTER_OTLP_HEADERS`: `key=value` pairs, comma-separated, each part URL-decoded. */
export function parseOtlpHeaders(text: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of (text ?? "").split(",")) {
    const equals = pair.indexOf("=");
    if (equals <= 0) continue;
    try {
      const key = decodeURIComponent(pair.slice(0, equals).trim());
      const value = decodeURIComponent(pair.slice(equals + 1).trim());
      if (key) headers[key] = value;
    } catch {
      // A pair that is not valid percent-encoding is left out, as the SDK's own parser does.
    }
  }
  return headers;
}

/** The traces URL: `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` as given, else the base endpoint plus `/v1/traces`. */
function tracesUrlOf(environment: Environment): string | undefined {
  const traces = environment.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = environment.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!base) return undefined;
  return `${base.replace(/\/+$/, "")}/v1/traces`;
}

/**
 * The export configuration the environment asks for, or undefined when no endpoint is set (export
 * is off by default). The traces-specific headers and protocol win over the general ones, as the
 * OpenTelemetry specification says.
 */
export function telemetryConfigFrom(environment: Environment): TelemetryConfig | undefined {
  const tracesUrl = tracesUrlOf(environment);
  if (!tracesUrl) return undefined;
  const protocol =
    environment.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL?.trim() ||
    environment.OTEL_EXPORTER_OTLP_PROTOCOL?.trim();
  return {
    tracesUrl,
    headers: {
      ...parseOtlpHeaders(environment.OTEL_EXPORTER_OTLP_HEADERS),
      ...parseOtlpHeaders(environment.OTEL_EXPORTER_OTLP_TRACES_HEADERS),
    },
    protocol: protocol === "http/json" ? "http/json" : "http/protobuf",
    serviceName: environment.OTEL_SERVICE_NAME?.trim() || "loupe",
    captureContent:
      environment.OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT?.trim().toLowerCase() ===
      "true",
  };
}
