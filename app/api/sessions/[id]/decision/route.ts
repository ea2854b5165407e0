import { decisionSchema } from "@/app/api/sessions/[id]/decision/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { decide } from "@/lib/loop/session-service";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/** `POST /api/sessions/:id/decision` `{ decision, observation?, params? }` → `{ turn, observation }`. */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const input = await readJson(request, decisionSchema);
  return Response.json(await decide(id, input));
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
