import { pendingQuerySchema } from "@/app/api/servers/[id]/pending/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { pendingRequestsOf } from "@/lib/inspector/inspector-connections";
import { getServerStore } from "@/lib/servers";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `GET /api/servers/:id/pending` → `{ pending: [{ requestId, method, params, at }] }`: the
 * server's sampling and elicitation requests waiting for an answer, oldest first.
 */
export const GET = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  readQuery(request, pendingQuerySchema);
  getServerStore().require(id);
  return Response.json({ pending: pendingRequestsOf(id)?.list() ?? [] });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
