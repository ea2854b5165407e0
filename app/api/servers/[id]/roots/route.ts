import { replaceRootsSchema, rootsQuerySchema } from "@/app/api/servers/[id]/roots/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { inspectorRoots, replaceInspectorRoots } from "@/lib/inspector/inspector-connections";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/** `GET /api/servers/:id/roots` → `{ roots }`: what the inspector answers `roots/list` with. */
export const GET = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  readQuery(request, rootsQuerySchema);
  return Response.json({ roots: inspectorRoots(id) });
});

/**
 * `PUT /api/servers/:id/roots` `{ roots }` → `{ roots, notified }`: replaces the list and, on an
 * open connection, sends `notifications/roots/list_changed` (`notified: true`); the server then
 * asks `roots/list` again. With no connection open, the next one offers the new list.
 */
export const PUT = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const { roots } = await readJson(request, replaceRootsSchema);
  const notified = await replaceInspectorRoots(id, roots);
  return Response.json({ roots: inspectorRoots(id), notified });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PATCH, DELETE } = refuseOtherMethods({ GET, PUT });
