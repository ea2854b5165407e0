import { describe, expect, it } from "vitest";
import { parseOtlpHeaders, telemetryConfigFrom } from "@/lib/telemetry/telemetry-config";

describe("telemetryConfigFrom", () => {
  it("is off when no endpoint is set", () => {
    expect(telemetryConfigFrom({})).toBeUndefined();
    expect(telemetryConfigFrom({ OTEL_SERVICE_NAME: "x", OTEL_EXPORTER_OTLP_ENDPOINT: " " })).toBe(
      undefined,
    );
  });

  it("adds /v1/traces to a base endpoint, defaults to protobuf and the service name loupe", () => {
    expect(telemetryConfigFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/" })).toEqual({
      tracesUrl: "http://collector:4318/v1/traces",
      headers: {},
      protocol: "http/protobuf",
      serviceName: "loupe",
      captureContent: false,
    });
  });

  it("takes the traces endpoint as given, JSON, the service name and the content opt-in", () => {
    expect(
      telemetryConfigFrom({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://ignored:4318",
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "https://collector.example/otlp/traces",
        OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
        OTEL_SERVICE_NAME: "team-loupe",
        OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: "TRUE",
      }),
    ).toMatchObject({
      tracesUrl: "https://collector.example/otlp/traces",
      protocol: "http/json",
      serviceName: "team-loupe",
      captureContent: true,
    });
  });

  it("treats any protocol but http/json as protobuf, and only `true` as the opt-in", () => {
    expect(
      telemetryConfigFrom({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
        OTEL_EXPORTER_OTLP_PROTOCOL: "grpc",
        OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: "1",
      }),
    ).toMatchObject({ protocol: "http/protobuf", captureContent: false });
  });
});

describe("parseOtlpHeaders", () => {
  it("reads comma-separated, percent-encoded key=value pairs, skipping broken ones", () => {
    expect(
      parseOtlpHeaders("authorization=Bearer%20abc, x-team = loupe ,broken,=nokey,bad=%E0%A4%A"),
    ).toEqual({ authorization: "Bearer abc", "x-team": "loupe" });
  });
});
