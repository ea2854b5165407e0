import { pendingQuerySchema } from "@/app/api/servers/[id]/pending/schema";
import type { PendingPage } from "@/lib/api/inspector";
import { apiRoute } from "@/lib/http/api-route";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { pendingRequestsOf } from "@/lib/inspector/inspector-connections";
import { PENDING_LIMIT } from "@/lib/inspector/pending-requests";
import { getServerStore } from "@/lib/servers";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `GET /api/servers/:id/pending` → `{ pending: [{ requestId, method, params, causedBy?, at }],
 * ended: [{ requestId, method, at, endedAt, why }], refused: { count, limit, lastAt? } }`: the
 * server's sampling and elicitation requests waiting for an answer, oldest first; those that
 * ended unanswered with the call that caused them; and how many were refused because `limit`
 * already waited on this connection.
 */
export const GET = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  readQuery(request, pendingQuerySchema);
  getServerStore().require(id);
  const pending = pendingRequestsOf(id);
  return Response.json({
    pending: pending?.list() ?? [],
    ended: pending?.ended() ?? [],
    refused: pending?.refused() ?? { count: 0, limit: PENDING_LIMIT },
  } satisfies PendingPage);
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
