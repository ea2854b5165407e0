import { DELETE as deleteCapture, GET as getCapture } from "@/app/api/captures/[id]/route";
import { POST as postImport } from "@/app/api/captures/import/route";
import { GET as listCaptures } from "@/app/api/captures/route";
import { TEST_TOKEN } from "@/test/support/api-client";

/**
 * A `fetch` for the browser's captures client that answers from the capture route handlers in
 * this process, with the test token, so the client is tested against the real routes.
 */
export async function capturesRouteFetcher(input: string, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set("authorization", `Bearer ${TEST_TOKEN}`);
  const request = new Request(`http://127.0.0.1:3000${input}`, { ...init, headers });
  const { pathname } = new URL(request.url);
  if (pathname === "/api/captures")
    return listCaptures(request, { params: Promise.resolve({}) } as never);
  if (pathname === "/api/captures/import") {
    return postImport(request, { params: Promise.resolve({}) } as never);
  }
  const match = /^\/api\/captures\/([^/]+)$/.exec(pathname);
  if (match?.[1]) {
    const context = { params: Promise.resolve({ id: decodeURIComponent(match[1]) }) };
    return request.method === "DELETE"
      ? deleteCapture(request, context)
      : getCapture(request, context);
  }
  throw new TypeError(`capturesRouteFetcher has no route for ${pathname}`);
}
