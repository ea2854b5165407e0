import { captureParamsSchema, captureQuerySchema } from "@/app/api/captures/[id]/schema";
import { deleteCapture } from "@/lib/captures/delete-capture";
import { getCapture } from "@/lib/captures/get-capture";
import { LoupeError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api-route";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { getEventStore } from "@/lib/store";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `GET /api/captures/:id` → `{ id, source, upstream, exchange, streaming, request, assembled:
 * { content, reasoning, toolCalls, usage, finishReason, error }, events, actions }`
 * (`?events=none`: without `events`); 404 `capture:not_found`.
 */
export const GET = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const parsed = captureParamsSchema.safeParse(await params);
  if (!parsed.success) {
    throw new LoupeError("request:invalid", "The capture id must be 1 to 200 characters.");
  }
  const query = readQuery(request, captureQuerySchema);
  const { events, ...capture } = getCapture(getEventStore(), parsed.data.id);
  return Response.json(query.events === "none" ? capture : { ...capture, events });
});

/** `DELETE /api/captures/:id` → 204: the capture and its events; 404 `capture:not_found`. */
export const DELETE = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const parsed = captureParamsSchema.safeParse(await params);
  if (!parsed.success) {
    throw new LoupeError("request:invalid", "The capture id must be 1 to 200 characters.");
  }
  deleteCapture(getEventStore(), parsed.data.id);
  return new Response(null, { status: 204 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH } = refuseOtherMethods({ GET, DELETE });
