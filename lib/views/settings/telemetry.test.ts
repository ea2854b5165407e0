import { describe, expect, it } from "vitest";
import { telemetryNotice } from "@/lib/views/settings/telemetry";

const on = {
  enabled: true as const,
  endpoint: "http://collector:4318",
  protocol: "http/protobuf" as const,
  serviceName: "loupe",
  captureContent: false,
  exported: 12,
  failed: 0,
  dropped: 0,
};

describe("telemetryNotice", () => {
  it("says nothing while export is off", () => {
    expect(telemetryNotice({ enabled: false })).toBeUndefined();
  });

  it("says where the traces go", () => {
    expect(telemetryNotice(on)).toBe("Traces go to http://collector:4318 (http/protobuf).");
  });

  it("counts the spans not delivered, failed and dropped", () => {
    expect(telemetryNotice({ ...on, failed: 3, dropped: 2 })).toBe(
      "Traces go to http://collector:4318 (http/protobuf); 5 spans not delivered (3 failed, 2 dropped past the queue).",
    );
  });
});
