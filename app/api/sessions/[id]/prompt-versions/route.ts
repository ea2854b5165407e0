import { promptVersionSchema } from "@/app/api/sessions/[id]/prompt-versions/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { savePromptVersion } from "@/lib/loop/prompt-versions";
import { getSessionOverview } from "@/lib/loop/session-service";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/** `GET /api/sessions/:id/prompt-versions` → `{ versions }`: the prompt's named versions, oldest first. */
export const GET = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const { id } = await params;
  return Response.json({ versions: getSessionOverview(id).promptVersions });
});

/**
 * `POST /api/sessions/:id/prompt-versions` `{ name, text, dialect? }` → 201 `{ version }`: saves
 * a named version of the system prompt (a `prompt.version` event); what is sent is unchanged.
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const input = await readJson(request, promptVersionSchema);
  return Response.json({ version: savePromptVersion(id, input) }, { status: 201 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { PUT, PATCH, DELETE } = refuseOtherMethods({ GET, POST });
