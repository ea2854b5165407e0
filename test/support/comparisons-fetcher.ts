import { POST as postDecision } from "@/app/api/comparisons/[id]/decision/route";
import { DELETE as deleteComparison, GET as getComparison } from "@/app/api/comparisons/[id]/route";
import { POST as postRun } from "@/app/api/comparisons/[id]/run/route";
import { POST as postStep } from "@/app/api/comparisons/[id]/step/route";
import { POST as postStop } from "@/app/api/comparisons/[id]/stop/route";
import { GET as listComparisons, POST as postComparison } from "@/app/api/comparisons/route";
import { GET as getSession } from "@/app/api/sessions/[id]/route";
import { TEST_TOKEN } from "@/test/support/api-client";

type Handler = (
  request: Request,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;

const commands: Record<string, Handler> = {
  decision: postDecision,
  run: postRun,
  step: postStep,
  stop: postStop,
};

/**
 * A `fetch` for the browser's comparisons client that answers from the comparison and session
 * route handlers in this process, with the test token, so the client is tested against the routes.
 */
export async function comparisonsRouteFetcher(
  input: string,
  init?: RequestInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set("authorization", `Bearer ${TEST_TOKEN}`);
  const request = new Request(`http://127.0.0.1:3000${input}`, { ...init, headers });
  const { pathname } = new URL(request.url);
  const none = { params: Promise.resolve({}) } as never;
  if (pathname === "/api/comparisons") {
    return request.method === "POST"
      ? postComparison(request, none)
      : listComparisons(request, none);
  }
  const session = /^\/api\/sessions\/([^/]+)$/.exec(pathname);
  if (session?.[1]) {
    return getSession(request, { params: Promise.resolve({ id: decodeURIComponent(session[1]) }) });
  }
  const match = /^\/api\/comparisons\/([^/]+)(?:\/([a-z]+))?$/.exec(pathname);
  if (match?.[1]) {
    const context = { params: Promise.resolve({ id: decodeURIComponent(match[1]) }) };
    const command = match[2];
    if (command === undefined) {
      return request.method === "DELETE"
        ? deleteComparison(request, context)
        : getComparison(request, context);
    }
    const handler = commands[command];
    if (handler) return handler(request, context);
  }
  throw new TypeError(`comparisonsRouteFetcher has no route for ${pathname}`);
}
