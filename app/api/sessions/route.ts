import {
  createSessionSchema,
  listSessionsQuerySchema,
  MAX_CREATE_SESSION_BODY_BYTES,
} from "@/app/api/sessions/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { listSessions } from "@/lib/loop/session-list";
import { createSession } from "@/lib/loop/session-service";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * `GET /api/sessions?q=&limit=&before=` → `{ sessions, nextBefore? }`: newest first, `limit`
 * (1–200, default 50) at a time; `q` finds a substring of the title, task, model or dialect
 * (ASCII case ignored); `before` is the `nextBefore` of the previous page.
 */
export const GET = apiRoute({ token: true }, (request) => {
  const { q, limit, before } = readQuery(request, listSessionsQuerySchema);
  return Response.json(listSessions({ query: q, limit, before }));
});

/**
 * `POST /api/sessions` `{ task, model, dialect, systemPrompt?, history?, tools? }` → 201 `{ id }`;
 * the body may be large enough for a captured agent's whole history and tools.
 */
export const POST = apiRoute({ token: true }, async (request) => {
  const input = await readJson(request, createSessionSchema, {
    maxBytes: MAX_CREATE_SESSION_BODY_BYTES,
  });
  return Response.json(await createSession(input), { status: 201 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { PUT, PATCH, DELETE } = refuseOtherMethods({ GET, POST });
