import { runSchema } from "@/app/api/sessions/[id]/run/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { startRun } from "@/lib/loop/session-run";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `POST /api/sessions/:id/run` `{ maxTurns? }` → 202 `{ run }`: the loop runs on the server until
 * it pauses; the event stream shows it. 409 `session:running` while a run goes on.
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const input = await readJson(request, runSchema, { allowEmpty: true });
  return Response.json(startRun(id, input), { status: 202 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
