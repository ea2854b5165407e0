import { apiRoute } from "@/lib/http/api-route";
import { proxyExchange } from "@/lib/proxy/proxy-exchange";
import { restPathOf } from "@/lib/proxy/rest-path";
import { getEventStore } from "@/lib/store";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ upstream: string; path?: string[] }> };

/**
 * `/api/proxy/:upstream/*` (every method): the logging proxy (docs/api.md#proxy). Forwards the
 * request to the named upstream and streams its answer back byte for byte while recording it as
 * a capture. Any body type passes; the token is needed only when Loupe adds its stored key.
 */
const forward = apiRoute<Context>(
  { token: false, jsonOnly: false, passThrough: true },
  async (request, { params }) => {
    const { upstream, path = [] } = await params;
    return proxyExchange({
      request,
      upstream,
      restPath: restPathOf(request.url, upstream, path),
      store: getEventStore(),
    });
  },
);

export const GET = forward;
export const HEAD = forward;
export const POST = forward;
export const PUT = forward;
export const PATCH = forward;
export const DELETE = forward;
export const OPTIONS = forward;
