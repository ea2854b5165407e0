import { demoLegacySseEndpoint } from "@/lib/demo/weather/legacy-sse";
import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** Takes one JSON-RPC message for a legacy SSE session (`?sessionId=`); the answer goes out on its stream. */
export const POST = apiRoute({ token: false }, (request: Request) =>
  demoLegacySseEndpoint().postMessage(request),
);

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
