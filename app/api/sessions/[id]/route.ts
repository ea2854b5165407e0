import { updateSessionSchema } from "@/app/api/sessions/[id]/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { editSystemPrompt, getSessionView } from "@/lib/loop/session-service";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/** `GET /api/sessions/:id`: the session, its history, files and events. */
export const GET = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const { id } = await params;
  return Response.json(getSessionView(id));
});

/** `PATCH /api/sessions/:id` `{ systemPrompt }`: edit the prompt the next turn sends. */
export const PATCH = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const { systemPrompt } = await readJson(request, updateSessionSchema);
  editSystemPrompt(id, systemPrompt);
  return Response.json({ ok: true });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, DELETE } = refuseOtherMethods({ GET, PATCH });
