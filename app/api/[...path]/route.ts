import { LoupeError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

/** Any `/api/*` path no route claims, with any method: 404 `route:not_found`, never an HTML page. */
const notFound = apiRoute({ token: false, jsonOnly: false }, (request) => {
  const path = new URL(request.url).pathname;
  throw new LoupeError(
    "route:not_found",
    `No API route answers ${request.method} ${path}; docs/api.md lists Loupe's API.`,
  );
});

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
