import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/telemetry/route";
import { getEventStore } from "@/lib/store";
import { startTelemetryFromEnvironment } from "@/lib/telemetry";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";

let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-telemetry-route-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

describe("GET /api/telemetry", () => {
  it("says export is off when no endpoint is set, and start-up starts none", async () => {
    expect(startTelemetryFromEnvironment(getEventStore(), {})).toBeUndefined();
    const answer = await call(GET, apiRequest("/api/telemetry"), {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ enabled: false });
  });

  it("names the collector by its origin only, and the counts, once export is on", async () => {
    const running = startTelemetryFromEnvironment(getEventStore(), {
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://127.0.0.1:9/otlp/v1/traces?key=hidden",
      OTEL_EXPORTER_OTLP_HEADERS: "authorization=Bearer%20hidden-value",
    });
    try {
      const answer = await call(GET, apiRequest("/api/telemetry"), {});
      expect(answer.body).toEqual({
        enabled: true,
        endpoint: "http://127.0.0.1:9",
        protocol: "http/protobuf",
        serviceName: "loupe",
        captureContent: false,
        exported: 0,
        failed: 0,
        dropped: 0,
      });
      expect(JSON.stringify(answer.body)).not.toContain("hidden");
    } finally {
      await running?.shutdown();
    }
  });
});
