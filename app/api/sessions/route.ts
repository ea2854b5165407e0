import { createSessionSchema } from "@/app/api/sessions/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { createSession } from "@/lib/loop/session-service";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** `POST /api/sessions` `{ task, model, dialect, systemPrompt? }` → 201 `{ id }`. */
export const POST = apiRoute({ token: true }, async (request) => {
  const input = await readJson(request, createSessionSchema);
  return Response.json(await createSession(input), { status: 201 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
