import { cancelCallSchema } from "@/app/api/servers/[id]/rpc/cancel/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { cancelCall } from "@/lib/inspector/inflight-calls";
import { getServerStore } from "@/lib/servers";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/** Why a call was cancelled, when the caller does not say. */
const DEFAULT_REASON = "Cancelled from Loupe's inspector.";

/**
 * `POST /api/servers/:id/rpc/cancel` `{ callId, reason? }` → `{ cancelled: true, call }`: cancels
 * a call `POST /rpc` is waiting on; the SDK sends `notifications/cancelled` with its request id
 * and the reason, and that call answers 409 `mcp:call_cancelled`. Unknown `callId`: 404
 * `call:not_found`.
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const { callId, reason } = await readJson(request, cancelCallSchema);
  getServerStore().require(id);
  return Response.json({ cancelled: true, call: cancelCall(id, callId, reason ?? DEFAULT_REASON) });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
