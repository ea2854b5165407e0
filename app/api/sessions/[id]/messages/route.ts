import { continueSchema } from "@/app/api/sessions/[id]/messages/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { continueSession } from "@/lib/loop/session-run";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `POST /api/sessions/:id/messages` `{ text, run?, maxTurns? }` → 202 `{ turn, run? }`: the
 * person's feedback after the final answer, and a run that goes on from it (unless `run: false`).
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const input = await readJson(request, continueSchema);
  return Response.json(continueSession(id, input), { status: 202 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
