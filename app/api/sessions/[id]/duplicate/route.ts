import { duplicateSessionSchema } from "@/app/api/sessions/[id]/duplicate/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { duplicateSession } from "@/lib/loop/session-service";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `POST /api/sessions/:id/duplicate` `{ task?, model?, dialect?, systemPrompt?, title?, servers? }`
 * → 201 `{ id }`: a new session with this one's configuration (servers and their secrets included)
 * and no turns; the body changes what it names. An empty body copies as is.
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const input = await readJson(request, duplicateSessionSchema, { allowEmpty: true });
  return Response.json(await duplicateSession(id, input), { status: 201 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
