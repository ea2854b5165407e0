import { demoLegacySseEndpoint } from "@/lib/demo/weather/legacy-sse";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** Takes one JSON-RPC message for a legacy SSE session (`?sessionId=`); the answer goes out on its stream. */
export const POST = apiRoute({ token: false }, (request: Request) =>
  demoLegacySseEndpoint().postMessage(request),
);
