import { pendingAnswerSchema } from "@/app/api/servers/[id]/pending/[requestId]/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { answerPending } from "@/lib/inspector/answer-pending";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string; requestId: string }> };

/**
 * `POST /api/servers/:id/pending/:requestId` `{ result }` or `{ error }` → `{ answered: true }`:
 * answers a request the server is waiting on.
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id, requestId } = await params;
  const body = await readJson(request, pendingAnswerSchema);
  answerPending(
    id,
    requestId,
    body.result === undefined
      ? { error: body.error as NonNullable<typeof body.error> }
      : { result: body.result },
  );
  return Response.json({ answered: true });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
