import { comparisonDecisionSchema } from "@/app/api/comparisons/schema";
import { decideComparison } from "@/lib/comparisons/comparison-commands";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `POST /api/comparisons/:id/decision` `{ decision, observation?, params?, columns? }` →
 * `{ columns }`: the same decision for every waiting column, or for the listed ones.
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const input = await readJson(request, comparisonDecisionSchema);
  return Response.json(await decideComparison(id, input));
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
