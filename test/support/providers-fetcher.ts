import { GET as listModels } from "@/app/api/models/route";
import { GET as getProviderModels } from "@/app/api/providers/[id]/models/route";
import {
  DELETE as deleteProvider,
  GET as getProvider,
  PATCH as patchProvider,
} from "@/app/api/providers/[id]/route";
import { POST as testProvider } from "@/app/api/providers/[id]/test/route";
import { POST as createProvider, GET as listProviders } from "@/app/api/providers/route";
import { TEST_TOKEN } from "@/test/support/api-client";

type IdHandler = (
  request: Request,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;

const providerRoutes: Array<{ suffix: string; handlers: Record<string, IdHandler> }> = [
  { suffix: "/test", handlers: { POST: testProvider } },
  { suffix: "/models", handlers: { GET: getProviderModels } },
  { suffix: "", handlers: { GET: getProvider, PATCH: patchProvider, DELETE: deleteProvider } },
];

/**
 * A `fetch` for the browser's providers client that answers from the provider routes (and
 * `GET /api/models`, the playground's picker) in this process, with the test token, so the
 * client is tested against the real routes.
 */
export async function providersRouteFetcher(input: string, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set("authorization", `Bearer ${TEST_TOKEN}`);
  const request = new Request(`http://127.0.0.1:3000${input}`, { ...init, headers });
  const { pathname } = new URL(request.url);
  const method = request.method;
  const none = { params: Promise.resolve({}) } as never;
  if (pathname === "/api/models") return listModels(request, none);
  if (pathname === "/api/providers") {
    return method === "POST" ? createProvider(request, none) : listProviders(request, none);
  }
  for (const { suffix, handlers } of providerRoutes) {
    const match = new RegExp(`^/api/providers/([^/]+)${suffix}$`).exec(pathname);
    const handler = handlers[method];
    if (match?.[1] && handler) {
      return handler(request, { params: Promise.resolve({ id: decodeURIComponent(match[1]) }) });
    }
  }
  throw new TypeError(`providersRouteFetcher has no route for ${method} ${pathname}`);
}
