import { unknownDemoPathResponse } from "@/lib/demo/model";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

/** Any other `/api/demo/v1/*` path: an OpenAI-style JSON 404, so clients show why instead of HTML. */
const notFound = apiRoute({ token: false, jsonOnly: false }, (request) =>
  unknownDemoPathResponse(request),
);

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
