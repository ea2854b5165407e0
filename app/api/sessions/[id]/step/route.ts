import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { step } from "@/lib/loop/session-service";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/** `POST /api/sessions/:id/step`: runs one turn; answers `{ turn, status, action? }` when it pauses. */
export const POST = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const { id } = await params;
  return Response.json(await step(id));
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
