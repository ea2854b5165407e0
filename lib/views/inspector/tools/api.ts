import { type Fetcher, requestJson } from "@/lib/views/shared/api-client";

/** A request the inspector sent that waits for its answer (`GET /api/servers/:id/calls`). */
export interface InflightCallView {
  callId: string;
  method: string;
  requestId?: string | number;
  progressToken?: string | number;
  startedAt: number;
  progress?: { progress: number; total?: number; message?: string };
}

/**
 * The calls the Tools and Tasks tabs need beyond `InspectorApi`: the server's in-flight calls
 * and cancelling one (the SDK then sends `notifications/cancelled`).
 */
export function createInspectorToolsApi(fetcher: Fetcher) {
  const server = (id: string) => `/api/servers/${encodeURIComponent(id)}`;
  return {
    listCalls: (id: string) =>
      requestJson<{ calls: InflightCallView[] }>(fetcher, `${server(id)}/calls`),
    cancelCall: (id: string, callId: string, reason?: string) =>
      requestJson<{ cancelled: true; call: InflightCallView }>(
        fetcher,
        `${server(id)}/rpc/cancel`,
        {
          method: "POST",
          body: reason === undefined ? { callId } : { callId, reason },
        },
      ),
  };
}

/** The client type the tabs share. */
export type InspectorToolsApi = ReturnType<typeof createInspectorToolsApi>;

/** The client the browser uses: same-origin `fetch`, so the token cookie goes along. */
export const browserInspectorToolsApi = createInspectorToolsApi((input, init) =>
  globalThis.fetch(input, init),
);
