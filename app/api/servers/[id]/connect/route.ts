import { connectServerSchema } from "@/app/api/servers/[id]/connect/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { connectInspector, inspectorConnectionState } from "@/lib/inspector/inspector-connections";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `POST /api/servers/:id/connect` `{ roots? }` → `{ serverInfo, protocolVersion, capabilities,
 * instructions? }`: opens (or reopens) the inspector's connection to the listed server.
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const { roots } = await readJson(request, connectServerSchema, { allowEmpty: true });
  return Response.json(await connectInspector(id, roots ? { roots } : {}));
});

/**
 * `GET /api/servers/:id/connect` → `{ connection: { serverInfo, …, open } | null, opening? }`: the
 * inspector's connection to the listed server as it is, opening none, so a reloaded page shows it;
 * `{ connection: null, opening: true }` at once while a connect is still opening one.
 */
export const GET = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const { id } = await params;
  return Response.json(inspectorConnectionState(id));
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { PUT, PATCH, DELETE } = refuseOtherMethods({ GET, POST });
