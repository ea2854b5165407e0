import { callsQuerySchema } from "@/app/api/servers/[id]/calls/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { listCalls } from "@/lib/inspector/inflight-calls";
import { getServerStore } from "@/lib/servers";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `GET /api/servers/:id/calls` → `{ calls: [{ callId, method, requestId, progressToken,
 * startedAt, progress? }] }`: the requests `POST /rpc` sent that wait for an answer, oldest
 * first. `requestId` is the JSON-RPC id in the traffic; the server's `notifications/progress`
 * name `progressToken`; `progress` is the latest one. `callId` cancels it (`POST /rpc/cancel`).
 */
export const GET = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  readQuery(request, callsQuerySchema);
  getServerStore().require(id);
  return Response.json({ calls: listCalls(id) });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
