import { draftSchema } from "@/app/api/servers/[id]/pending/[requestId]/draft/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { draftSamplingAnswer } from "@/lib/inspector/draft-sampling-answer";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string; requestId: string }> };

/**
 * `POST /api/servers/:id/pending/:requestId/draft` `{ model }` → `{ result: { role, content,
 * model, stopReason } }`: a model's proposed answer to a pending `sampling/createMessage`, not
 * sent; the person approves or edits it and posts the same `{ result }` to
 * `POST /pending/:requestId`.
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id, requestId } = await params;
  const { model } = await readJson(request, draftSchema);
  return Response.json({ result: await draftSamplingAnswer(id, requestId, model) });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
