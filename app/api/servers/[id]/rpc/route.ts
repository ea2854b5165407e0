import { rpcSchema } from "@/app/api/servers/[id]/rpc/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { sendRpc } from "@/lib/inspector/send-rpc";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `POST /api/servers/:id/rpc` `{ method, params?, callId? }` → the server's `{ result }` or
 * `{ error }` (a JSON-RPC error is a 200); a `notifications/…` method → `{ notification: true }`.
 * While it waits, the call is listed by `GET /api/servers/:id/calls` and can be cancelled by
 * `POST /api/servers/:id/rpc/cancel` `{ callId }` (then it answers 409 `mcp:call_cancelled`).
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const rpc = await readJson(request, rpcSchema);
  return Response.json(
    await sendRpc(id, {
      method: rpc.method,
      ...(rpc.params === undefined ? {} : { params: rpc.params }),
      ...(rpc.callId === undefined ? {} : { callId: rpc.callId }),
    }),
  );
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
