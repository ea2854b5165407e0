import type {
  ComparisonCreated,
  ComparisonDecisionInput,
  ComparisonDecisionResult,
  ComparisonDraft,
  ComparisonListPage,
  ComparisonRunResult,
  ComparisonSource,
  ComparisonStepResult,
  ComparisonStopResult,
  ComparisonView,
  CreateComparisonInput,
} from "@/lib/api/comparisons";
import type { SessionListQuery, SessionView } from "@/lib/api/sessions";
import { type Fetcher, listSearch, requestJson } from "@/lib/views/shared/api-client";

/** Events one page of a column's session holds (the route's own default). */
const EVENTS_PAGE_LIMIT = 1_000;

/**
 * Typed calls to the comparison routes, and the column sessions' events the Compare page reads.
 * Every call rejects with an `ApiError` carrying Loupe's code and message.
 */
export function createComparisonsApi(fetcher: Fetcher) {
  const comparison = (id: string) => `/api/comparisons/${encodeURIComponent(id)}`;
  return {
    /** Opens a comparison: one session per column. */
    create: (input: CreateComparisonInput) =>
      requestJson<ComparisonCreated>(fetcher, "/api/comparisons", { method: "POST", body: input }),
    /** A page of comparisons, newest first; `q` finds the task or a column's model. */
    list: (query: SessionListQuery = {}) =>
      requestJson<ComparisonListPage>(fetcher, `/api/comparisons${listSearch(query)}`),
    /** The comparison with each column measured. */
    get: (id: string) => requestJson<ComparisonView>(fetcher, comparison(id)),
    remove: (id: string) => requestJson<undefined>(fetcher, comparison(id), { method: "DELETE" }),
    /** Every column that can take a turn takes its next one, at the same time. */
    step: (id: string) =>
      requestJson<ComparisonStepResult>(fetcher, `${comparison(id)}/step`, { method: "POST" }),
    run: (id: string, maxTurns?: number) =>
      requestJson<ComparisonRunResult>(fetcher, `${comparison(id)}/run`, {
        method: "POST",
        body: maxTurns === undefined ? {} : { maxTurns },
      }),
    stop: (id: string) =>
      requestJson<ComparisonStopResult>(fetcher, `${comparison(id)}/stop`, { method: "POST" }),
    /** One decision for every waiting column, or for the listed ones. */
    decide: (id: string, input: ComparisonDecisionInput) =>
      requestJson<ComparisonDecisionResult>(fetcher, `${comparison(id)}/decision`, {
        method: "POST",
        body: input,
      }),
    /** What the setup starts with when a person chose Compare on a session or a capture. */
    draft: (source: ComparisonSource) => {
      const [name, value] =
        "session" in source ? ["session", source.session] : ["capture", source.capture];
      return requestJson<ComparisonDraft>(
        fetcher,
        `/api/comparisons/draft?${name}=${encodeURIComponent(value)}`,
      );
    },
    /** A column's session and a page of its events after `after`: how a column follows its run. */
    sessionEvents: (sessionId: string, after: number) =>
      requestJson<SessionView>(
        fetcher,
        `/api/sessions/${encodeURIComponent(sessionId)}?after=${after}&limit=${EVENTS_PAGE_LIMIT}`,
      ),
  };
}

/** The comparisons client type the views share. */
export type ComparisonsApi = ReturnType<typeof createComparisonsApi>;

/** The comparisons client the browser uses: same-origin `fetch`, so the token cookie goes along. */
export const browserComparisonsApi = createComparisonsApi((input, init) =>
  globalThis.fetch(input, init),
);
