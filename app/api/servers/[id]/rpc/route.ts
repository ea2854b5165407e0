import { rpcSchema } from "@/app/api/servers/[id]/rpc/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { sendRpc } from "@/lib/inspector/send-rpc";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `POST /api/servers/:id/rpc` `{ method, params? }` → the server's `{ result }` or `{ error }`
 * (a JSON-RPC error is a 200); a `notifications/…` method → `{ notification: true }`.
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const rpc = await readJson(request, rpcSchema);
  return Response.json(
    await sendRpc(
      id,
      rpc.params === undefined ? { method: rpc.method } : { ...rpc, params: rpc.params },
    ),
  );
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
