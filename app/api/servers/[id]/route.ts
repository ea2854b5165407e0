import { updateServerSchema } from "@/app/api/servers/[id]/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { forgetInspectedServer } from "@/lib/inspector/inspector-connections";
import { getServerStore } from "@/lib/servers";
import { redactListedServer } from "@/lib/servers/server-secrets";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/** `GET /api/servers/:id`: the listed server, secret header and env values `[redacted]`. */
export const GET = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const { id } = await params;
  return Response.json(redactListedServer(getServerStore().require(id)));
});

/** `PATCH /api/servers/:id` (the fields to change) → the server as it now is, redacted. */
export const PATCH = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const patch = await readJson(request, updateServerSchema);
  return Response.json(redactListedServer(getServerStore().update(id, patch)));
});

/** `DELETE /api/servers/:id` → 204; the inspector's connection to it closes, its traffic goes. */
export const DELETE = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const { id } = await params;
  const store = getServerStore();
  store.require(id);
  store.delete(id);
  await forgetInspectedServer(id);
  return new Response(null, { status: 204 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT } = refuseOtherMethods({ GET, PATCH, DELETE });
