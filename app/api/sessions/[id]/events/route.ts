import { rawScope, resumeAfterSeq } from "@/app/api/sessions/[id]/events/schema";
import { LoupeError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { sessionEventStream } from "@/lib/loop/session-event-stream";
import { getEventStore, isPlaygroundSession } from "@/lib/store";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `GET /api/sessions/:id/events`: the session's events as SSE, live; resumes after
 * `Last-Event-ID` (or `?after=<seq>`); `?raw=latest` leaves out older turns' raw exchange. A
 * client that does not read holds about one page.
 */
export const GET = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const store = getEventStore();
  if (!isPlaygroundSession(store.getSession(id)))
    throw new LoupeError("session:not_found", `No session with id "${id}".`);
  const afterSeq = resumeAfterSeq(request);
  const raw = rawScope(request);
  const stream = sessionEventStream(store, id, afterSeq, request.signal, undefined, { raw });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
