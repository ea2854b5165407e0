import { forkSessionSchema } from "@/app/api/sessions/[id]/fork/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { forkSession } from "@/lib/loop/session-fork";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `POST /api/sessions/:id/fork` `{ turn, edit?, servers? }` → 201 `{ id }`: a new session whose
 * history is this one's at the end of turn `turn`, with at most one change, on other servers when
 * `servers` is given (docs/api.md).
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const { turn, edit, servers } = await readJson(request, forkSessionSchema);
  const created = await forkSession(id, {
    turn,
    ...(edit ? { edit } : {}),
    ...(servers ? { servers } : {}),
  });
  return Response.json(created, { status: 201 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
