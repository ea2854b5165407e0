import { demoLegacySseEndpoint } from "@/lib/demo/weather/legacy-sse";
import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** Opens a legacy HTTP+SSE session with the demo weather server; the first event names the message URL. */
export const GET = apiRoute({ token: false }, (request: Request) =>
  demoLegacySseEndpoint().openStream(request),
);

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
