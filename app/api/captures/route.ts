import { listCapturesQuerySchema } from "@/app/api/captures/schema";
import { listCaptures } from "@/lib/captures/list-captures";
import { apiRoute } from "@/lib/http/api-route";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * `GET /api/captures?q=&source=proxy|import&upstream=&conversation=&errors=1&limit=&before=` →
 * `{ captures: [{ id, source, upstream, method, path, status, model, userAgent, startedAt,
 * ttfbMs, durationMs, requestBytes, responseBytes, usage, conversationId }], nextBefore? }`,
 * newest first.
 */
export const GET = apiRoute({ token: true }, (request) => {
  const { q, source, upstream, conversation, errors, limit, before } = readQuery(
    request,
    listCapturesQuerySchema,
  );
  return Response.json(
    listCaptures({ query: q, source, upstream, conversation, errors, limit, before }),
  );
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
