import type { CaptureFormat } from "@/lib/captures/capture-format";
import type { CaptureView } from "@/lib/captures/get-capture";
import type { DialectId } from "@/lib/events/types";
import { type Fetcher, requestJson } from "@/lib/views/shared/api-client";

export type { CaptureFormat, CaptureView };

/** What the import form sends to `POST /api/captures/import`. */
export interface CaptureImportInput {
  format: CaptureFormat;
  /** The stream as pasted or read from the file, byte for byte. */
  raw: string;
  /** The request as logged: the body as JSON. */
  request?: Record<string, unknown>;
  dialect?: DialectId;
}

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
  };
}

/** The captures client type the views share. */
export type CapturesApi = ReturnType<typeof createCapturesApi>;

/** The captures client the browser uses: same-origin `fetch`, so the token cookie goes along. */
export const browserCapturesApi = createCapturesApi((input, init) => globalThis.fetch(input, init));
