import { captureFeed } from "@/lib/captures/capture-feed";
import { captureListItem } from "@/lib/captures/list-captures";
import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { getEventStore } from "@/lib/store";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * `GET /api/captures/events`: the captures' live feed as SSE. `event: capture` with `{ type:
 * "capture", capture: <list row> }` when a capture opens, as it streams (a few times a second at
 * most) and when it ends; `event: deleted` with `{ type: "deleted", id }` when one is removed.
 */
export const GET = apiRoute({ token: true }, (request) => {
  const { stream } = captureFeed(getEventStore(), (id) => captureListItem(id), request.signal);
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
