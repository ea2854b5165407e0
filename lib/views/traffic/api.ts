import type { CaptureList } from "@/lib/api/captures";
import { type Fetcher, requestJson } from "@/lib/views/shared/api-client";
import { capturesListPath, type TrafficFilters } from "./url";

/** The live feed's route (`GET /api/captures/events`, SSE). */
export const CAPTURE_FEED_PATH = "/api/captures/events";

/**
 * Typed calls the Traffic page makes; each rejects with an `ApiError` carrying Loupe's code and
 * message.
 */
export function createTrafficApi(fetcher: Fetcher) {
  return {
    /** One page of captures with the server's filters, newest first, after cursor `before`. */
    listCaptures: (filters: TrafficFilters, before?: string) =>
      requestJson<CaptureList>(fetcher, capturesListPath(filters, before)),
    /** Deletes one capture. */
    deleteCapture: (id: string) =>
      requestJson<unknown>(fetcher, `/api/captures/${encodeURIComponent(id)}`, {
        method: "DELETE",
      }),
  };
}

/** The Traffic page's client type. */
export type TrafficApi = ReturnType<typeof createTrafficApi>;

/** The client the browser uses: same-origin `fetch`, so the token cookie goes along. */
export const browserTrafficApi = createTrafficApi((input, init) => globalThis.fetch(input, init));
