import { runSchema } from "@/app/api/sessions/[id]/run/schema";
import { runComparison } from "@/lib/comparisons/comparison-commands";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `POST /api/comparisons/:id/run` `{ maxTurns? }` → 202 `{ columns }`: each column that has not
 * finished starts its run, as `POST /api/sessions/:id/run` does.
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const input = await readJson(request, runSchema, { allowEmpty: true });
  return Response.json(await runComparison(id, input), { status: 202 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
