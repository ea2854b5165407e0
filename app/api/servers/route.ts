import { createServerSchema } from "@/app/api/servers/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { getServerStore } from "@/lib/servers";
import { redactListedServer } from "@/lib/servers/server-secrets";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** `GET /api/servers` → `{ servers }`, oldest first, secret header and env values `[redacted]`. */
export const GET = apiRoute({ token: true }, () =>
  Response.json({ servers: getServerStore().list().map(redactListedServer) }),
);

/** `POST /api/servers` (a server's configuration) → 201 `{ id }`. */
export const POST = apiRoute({ token: true }, async (request) => {
  const config = await readJson(request, createServerSchema);
  return Response.json({ id: getServerStore().create(config).id }, { status: 201 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { PUT, PATCH, DELETE } = refuseOtherMethods({ GET, POST });
