import type { CaptureImportInput, CaptureView, OpenCaptureInput } from "@/lib/api/captures";
import { type Fetcher, requestJson } from "@/lib/views/shared/api-client";

/**
 * Typed calls to the capture routes. Every call rejects with an `ApiError` carrying Loupe's
 * code and its located message (`raw is not an SSE stream: … line 2 reads …`), for the form.
 */
export function createCapturesApi(fetcher: Fetcher) {
  return {
    /** Imports a raw stream; answers the new capture's id. */
    importCapture: (input: CaptureImportInput) =>
      requestJson<{ id: string }>(fetcher, "/api/captures/import", {
        method: "POST",
        body: input,
      }),
    /** A capture: its request, assembled answer, events and the actions its dialect read. */
    getCapture: (id: string) =>
      requestJson<CaptureView>(fetcher, `/api/captures/${encodeURIComponent(id)}`),
    /** Starts a playground session from the capture's request; answers the session's id. */
    openInPlayground: (id: string, input: OpenCaptureInput) =>
      requestJson<{ id: string }>(fetcher, `/api/captures/${encodeURIComponent(id)}/session`, {
        method: "POST",
        body: input,
      }),
  };
}

/** The captures client type the views share. */
export type CapturesApi = ReturnType<typeof createCapturesApi>;

/** The captures client the browser uses: same-origin `fetch`, so the token cookie goes along. */
export const browserCapturesApi = createCapturesApi((input, init) => globalThis.fetch(input, init));
