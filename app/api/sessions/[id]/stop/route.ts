import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { stopSession } from "@/lib/loop/session-run";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `POST /api/sessions/:id/stop` → `{ stopped, turn }` once the streaming turn is aborted (kept,
 * marked `stopped`) and the run has ended; 409 `session:not_running` when nothing runs.
 */
export const POST = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const { id } = await params;
  return Response.json(await stopSession(id));
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
