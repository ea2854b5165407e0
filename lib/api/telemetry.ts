/**
 * What `GET /api/telemetry` answers: whether trace export is on and, when it is, where it sends
 * (the collector's origin only: no path, query or header) and what became of the spans.
 */
export type TelemetryStatus =
  | { enabled: false }
  | {
      enabled: true;
      endpoint: string;
      protocol: "http/protobuf" | "http/json";
      serviceName: string;
      captureContent: boolean;
      /** Spans the collector took, spans refused or lost on the way, spans dropped past the queue. */
      exported: number;
      failed: number;
      dropped: number;
    };
