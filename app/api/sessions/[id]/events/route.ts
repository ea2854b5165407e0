import { LoupeError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api-route";
import { sessionEventStream } from "@/lib/loop/session-event-stream";
import { getEventStore } from "@/lib/store";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `GET /api/sessions/:id/events`: the session's events as SSE, live; resumes after
 * `Last-Event-ID` (or `?after=<seq>`).
 */
export const GET = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const store = getEventStore();
  if (!store.getSession(id))
    throw new LoupeError("session:not_found", `No session with id "${id}".`);
  const resumeFrom =
    request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("after") ?? "0";
  const afterSeq = Number.parseInt(resumeFrom, 10);
  if (!Number.isSafeInteger(afterSeq) || afterSeq < 0) {
    throw new LoupeError("request:invalid", `Last-Event-ID "${resumeFrom}" is not an event seq.`);
  }
  return new Response(sessionEventStream(store, id, afterSeq, request.signal), {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
});
