import { setAutoApproveSchema } from "@/app/api/sessions/[id]/auto-approve/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { setAutoApprove } from "@/lib/loop/session-service";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/** `PUT /api/sessions/:id/auto-approve` `{ tools }` → `{ autoApprove }`: replaces the list. */
export const PUT = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const { tools } = await readJson(request, setAutoApproveSchema);
  return Response.json({ autoApprove: setAutoApprove(id, tools) });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, POST, PATCH, DELETE } = refuseOtherMethods({ PUT });
