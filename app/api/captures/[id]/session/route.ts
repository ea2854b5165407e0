import { captureParamsSchema } from "@/app/api/captures/[id]/schema";
import { CAPTURED_SESSION_WHAT, openCaptureSchema } from "@/app/api/captures/[id]/session/schema";
import { createSessionSchema } from "@/app/api/sessions/schema";
import { captureSessionInput } from "@/lib/captures/capture-session-input";
import { captureSessionStart } from "@/lib/captures/capture-session-start";
import { apiRoute } from "@/lib/http/api-route";
import { parseBody, readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { createSession } from "@/lib/loop/session-service";
import { getEventStore } from "@/lib/store";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `POST /api/captures/:id/session` `{ model }` → 201 `{ id }`: a new playground session that
 * starts where the captured request was (its system prompt, sent as captured with no
 * placeholder filled, its messages as the history, its
 * functions as captured tools and native, else the dialect its prompt asks for), with no MCP
 * servers, stepped with `model`. 404 `capture:not_found`; 400 for a capture without a readable
 * request.
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = parseBody(captureParamsSchema, await params, "The capture id");
  const { model } = await readJson(request, openCaptureSchema);
  const start = captureSessionStart(getEventStore(), id);
  const input = parseBody(
    createSessionSchema,
    captureSessionInput(start, model),
    CAPTURED_SESSION_WHAT,
  );
  return Response.json(await createSession(input), { status: 201 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
