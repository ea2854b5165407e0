import { demoStreamableHttpEndpoint } from "@/lib/demo/weather/streamable-http";
import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** The demo weather MCP server over Streamable HTTP (docs/architecture.md): no token, local callers only. */
const handle = apiRoute({ token: false }, (request: Request) =>
  demoStreamableHttpEndpoint().handle(request),
);

export const GET = handle;
export const POST = handle;
export const DELETE = handle;

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { PUT, PATCH } = refuseOtherMethods({ GET, POST, DELETE });
