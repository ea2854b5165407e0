import { importServersSchema } from "@/app/api/servers/import/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { getServerStore } from "@/lib/servers";
import { importServers } from "@/lib/servers/import-servers";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * `POST /api/servers/import` (an `mcpServers` or VS Code `servers` config) →
 * `{ ids, added: [{ id, name }], skipped: [{ name, reason }], warnings: [{ name, message }] }`;
 * 400 when none is read.
 */
export const POST = apiRoute({ token: true }, async (request) => {
  const file = await readJson(request, importServersSchema);
  return Response.json(importServers(file, getServerStore()));
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
