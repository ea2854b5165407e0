import type { TelemetryStatus } from "@/lib/api/telemetry";
import { type Fetcher, requestJson } from "@/lib/views/shared/api-client";

/** `GET /api/telemetry`: whether sessions are exported as OpenTelemetry traces, and how it goes. */
export function fetchTelemetryStatus(fetcher: Fetcher): Promise<TelemetryStatus> {
  return requestJson<TelemetryStatus>(fetcher, "/api/telemetry");
}

/**
 * The Settings page's line about trace export: where the traces go and, when spans were lost
 * (refused, unreachable, dropped past the queue), how many; nothing while export is off.
 */
export function telemetryNotice(status: TelemetryStatus): string | undefined {
  if (!status.enabled) return undefined;
  const target = `Traces go to ${status.endpoint || "the configured collector"} (${status.protocol})`;
  const lost = status.failed + status.dropped;
  if (lost === 0) return `${target}.`;
  return `${target}; ${lost} span${lost === 1 ? "" : "s"} not delivered (${status.failed} failed, ${status.dropped} dropped past the queue).`;
}
