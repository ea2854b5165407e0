import { stopComparison } from "@/lib/comparisons/comparison-commands";
import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `POST /api/comparisons/:id/stop` → `{ columns }` once what ran in each column has stopped; 409
 * `session:not_running` when nothing runs in any.
 */
export const POST = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const { id } = await params;
  return Response.json(await stopComparison(id));
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
