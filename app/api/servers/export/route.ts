import { exportServersQuerySchema } from "@/app/api/servers/export/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { getServerStore } from "@/lib/servers";
import { exportServers } from "@/lib/servers/export-servers";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * `GET /api/servers/export?format=mcpServers|vscode` → the list as that config file, header
 * and env values `[redacted]` so it can be shared.
 */
export const GET = apiRoute({ token: true }, (request) => {
  const { format } = readQuery(request, exportServersQuerySchema);
  return Response.json(exportServers(getServerStore().list(), format));
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
