import { handleDemoChatRequest } from "@/lib/demo/model";
import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * The demo model's OpenAI-compatible endpoint: `stream: true` answers SSE, otherwise one
 * `chat.completion`. Needs no token (it starts nothing and reads no secret); bad input gets
 * OpenAI-shaped errors (see `schema.ts` for the accepted body).
 */
export const POST = apiRoute({ token: false }, (request) => handleDemoChatRequest(request));

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
