import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { getServerStore } from "@/lib/servers";
import { listDemoWeatherServer } from "@/lib/servers/demo-weather-listing";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * `POST /api/servers/demo` → 201 `{ id, name }` (200 when it is listed already): lists Loupe's
 * own demo weather server (`/api/demo/mcp` at the address Loupe listens on), so the inspector
 * can open it. The body, if any, is ignored.
 */
export const POST = apiRoute({ token: true }, () => {
  const { server, created } = listDemoWeatherServer(getServerStore());
  return Response.json({ id: server.id, name: server.name }, { status: created ? 201 : 200 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
