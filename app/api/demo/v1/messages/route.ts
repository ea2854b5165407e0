import { handleDemoMessagesRequest } from "@/lib/demo/model";
import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * The demo model's Anthropic Messages endpoint: `stream: true` answers Anthropic's SSE events,
 * otherwise one `message`. The same script as `/chat/completions`; needs no token or key; bad
 * input gets Anthropic-shaped errors.
 */
export const POST = apiRoute({ token: false }, (request) => handleDemoMessagesRequest(request));

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
