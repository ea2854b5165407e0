import { apiRoute } from "@/lib/http/api-route";
import { proxyExchange } from "@/lib/proxy/proxy-exchange";
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

/**
 * The path after `/api/proxy/<upstream>` as the client wrote it (still percent-encoded, with a
 * trailing slash kept), falling back to the decoded segments.
 */
function restPathOf(url: string, upstream: string, segments: string[]): string {
  const { pathname } = new URL(url);
  const prefix = `/api/proxy/${encodeURIComponent(upstream)}`;
  if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  return `/${segments.map(encodeURIComponent).join("/")}`;
}

export const GET = forward;
export const HEAD = forward;
export const POST = forward;
export const PUT = forward;
export const PATCH = forward;
export const DELETE = forward;
export const OPTIONS = forward;
