import type { ToolChoiceInput, ToolChoiceResult, ToolChoiceSummary } from "@/lib/api/tool-choice";
import { type Fetcher, requestJson } from "@/lib/views/shared/api-client";

/** Where a saved matrix downloads as CSV (the token cookie goes along with a plain link). */
export function toolChoiceCsvUrl(id: string): string {
  return `/api/tool-choice/${encodeURIComponent(id)}/export?format=csv`;
}

/**
 * Typed calls to the tool-choice routes; every call rejects with an `ApiError` carrying Loupe's
 * code and its message (`models.1 (…): …`), for the form.
 */
export function createToolChoiceApi(fetcher: Fetcher) {
  return {
    /** Runs the matrix (every query on every model to its first action) and saves it. */
    run: (input: ToolChoiceInput) =>
      requestJson<ToolChoiceResult>(fetcher, "/api/tool-choice", { method: "POST", body: input }),
    /** A saved matrix, as the run answered it. */
    get: (id: string) =>
      requestJson<ToolChoiceResult>(fetcher, `/api/tool-choice/${encodeURIComponent(id)}`),
    /** The newest saved matrices. */
    list: () => requestJson<{ matrices: ToolChoiceSummary[] }>(fetcher, "/api/tool-choice"),
  };
}

/** The tool-choice client type the hooks share. */
export type ToolChoiceApi = ReturnType<typeof createToolChoiceApi>;

/** The tool-choice client the browser uses: same-origin `fetch`, so the token cookie goes along. */
export const browserToolChoiceApi = createToolChoiceApi((input, init) =>
  globalThis.fetch(input, init),
);
