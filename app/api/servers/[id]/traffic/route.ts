import { trafficQuerySchema } from "@/app/api/servers/[id]/traffic/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { readTraffic } from "@/lib/inspector/read-traffic";
import { getServerStore } from "@/lib/servers";
import { getEventStore } from "@/lib/store";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `GET /api/servers/:id/traffic?after=` → `{ messages, exchanges, stderr, exits, lastSeq, more }`:
 * the inspector's traffic with the listed server, in order.
 */
export const GET = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const { after } = readQuery(request, trafficQuerySchema);
  getServerStore().require(id);
  return Response.json(readTraffic(getEventStore(), id, after));
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
