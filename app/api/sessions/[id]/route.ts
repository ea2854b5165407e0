import { sessionQuerySchema, updateSessionSchema } from "@/app/api/sessions/[id]/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import {
  deleteSession,
  editSystemPrompt,
  getSessionEventsPage,
  getSessionOverview,
  getSessionView,
  renameSession,
} from "@/lib/loop/session-service";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/** Events in one page when `after` is given without `limit`. */
const DEFAULT_EVENTS_LIMIT = 1_000;

/**
 * `GET /api/sessions/:id`: the session (state, history, files, `lastSeq`) and its events.
 * - no query: every event;
 * - `?events=none`: no `events` at all (the page then follows `/events`);
 * - `?after=<seq>&limit=<n>`: at most `n` (1–5000, default 1000) events after `seq` (default 0),
 *   and `nextAfter`, the `after` of the next page, while more follow.
 */
export const GET = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const query = readQuery(request, sessionQuerySchema);
  if (query.events === "none") return Response.json(getSessionOverview(id));
  if (query.after === undefined && query.limit === undefined) {
    return Response.json(getSessionView(id));
  }
  return Response.json(
    getSessionEventsPage(id, {
      after: query.after ?? 0,
      limit: query.limit ?? DEFAULT_EVENTS_LIMIT,
    }),
  );
});

/**
 * `PATCH /api/sessions/:id` `{ title }` names the session for the list; `{ systemPrompt }` edits
 * the prompt the next turn sends. Exactly one of them.
 */
export const PATCH = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const update = await readJson(request, updateSessionSchema);
  if (update.title !== undefined) renameSession(id, update.title);
  if (update.systemPrompt !== undefined) editSystemPrompt(id, update.systemPrompt);
  return Response.json({ ok: true });
});

/** `DELETE /api/sessions/:id` → 204: the session and its events; 409 while a step runs. */
export const DELETE = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const { id } = await params;
  await deleteSession(id);
  return new Response(null, { status: 204 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT } = refuseOtherMethods({ GET, PATCH, DELETE });
