import { type Fetcher, requestJson } from "@/lib/views/shared/api-client";

/** The pending-request calls beyond `lib/views/inspector/api.ts`: a model's draft answer. */
export function createPendingDraftApi(fetcher: Fetcher) {
  return {
    /**
     * Asks `model` for a proposed answer to a pending `sampling/createMessage` (nothing is sent
     * to the server): the `CreateMessageResult`, whether the route wraps it in `{ result }` or not.
     */
    draft: async (
      serverId: string,
      requestId: string | number,
      model: string,
    ): Promise<unknown> => {
      const body = await requestJson<unknown>(
        fetcher,
        `/api/servers/${encodeURIComponent(serverId)}/pending/${encodeURIComponent(String(requestId))}/draft`,
        { method: "POST", body: { model } },
      );
      const wrapped = (body as { result?: unknown } | null)?.result;
      return typeof wrapped === "object" && wrapped !== null ? wrapped : body;
    },
  };
}

/** The draft client type the pending view uses. */
export type PendingDraftApi = ReturnType<typeof createPendingDraftApi>;

/** The draft client the browser uses: same-origin `fetch`, so the token cookie goes along. */
export const browserPendingDraftApi = createPendingDraftApi((input, init) =>
  globalThis.fetch(input, init),
);
