import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { telemetryStatus } from "@/lib/telemetry";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * `GET /api/telemetry` → `{ enabled: false }`, or `{ enabled: true, endpoint, protocol,
 * serviceName, captureContent, exported, failed, dropped }`: whether playground sessions are
 * exported as OpenTelemetry traces, to which collector (its origin), and what became of the spans.
 */
export const GET = apiRoute({ token: true }, () => Response.json(telemetryStatus()));

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
