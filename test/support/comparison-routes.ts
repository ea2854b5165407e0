import { POST as postDecision } from "@/app/api/comparisons/[id]/decision/route";
import { GET as getExport } from "@/app/api/comparisons/[id]/export/route";
import { DELETE as deleteRoute, GET as getRoute } from "@/app/api/comparisons/[id]/route";
import { POST as postRun } from "@/app/api/comparisons/[id]/run/route";
import { POST as postStep } from "@/app/api/comparisons/[id]/step/route";
import { POST as postStop } from "@/app/api/comparisons/[id]/stop/route";
import { GET as draftRoute } from "@/app/api/comparisons/draft/route";
import { GET as listRoute, POST as postComparison } from "@/app/api/comparisons/route";
import type {
  ComparisonCreated,
  ComparisonDecisionResult,
  ComparisonDraft,
  ComparisonListPage,
  ComparisonRunResult,
  ComparisonStepResult,
  ComparisonStopResult,
  ComparisonView,
} from "@/lib/api/comparisons";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";

type Answer<Body> = Body & ApiBody;

/** `POST /api/comparisons` through its route handler, with the test token. */
export function createComparison(body: unknown) {
  return call<Record<string, never>, Answer<ComparisonCreated>>(
    postComparison,
    apiRequest("/api/comparisons", { method: "POST", body }),
    {},
  );
}

/** `GET /api/comparisons/draft?<query>` (`query` with its `?`). */
export function draftComparison(query: string) {
  return call<Record<string, never>, Answer<ComparisonDraft>>(
    draftRoute,
    apiRequest(`/api/comparisons/draft${query}`),
    {},
  );
}

/** `GET /api/comparisons?<query>`. */
export function listComparisons(query = "") {
  return call<Record<string, never>, Answer<ComparisonListPage>>(
    listRoute,
    apiRequest(`/api/comparisons${query}`),
    {},
  );
}

/** `GET /api/comparisons/:id`. */
export function viewComparison(id: string) {
  return call<{ id: string }, Answer<ComparisonView>>(
    getRoute,
    apiRequest(`/api/comparisons/${id}`),
    { id },
  );
}

/** `DELETE /api/comparisons/:id`. */
export function deleteComparison(id: string) {
  return call<{ id: string }, ApiBody | undefined>(
    deleteRoute,
    apiRequest(`/api/comparisons/${id}`, { method: "DELETE" }),
    { id },
  );
}

/** `GET /api/comparisons/:id/export<query>`: the download as the route answers it, unread. */
export function exportComparison(id: string, query = "") {
  return getExport(apiRequest(`/api/comparisons/${id}/export${query}`), {
    params: Promise.resolve({ id }),
  });
}

/** `POST /api/comparisons/:id/step`. */
export function stepComparison(id: string) {
  return call<{ id: string }, Answer<ComparisonStepResult>>(
    postStep,
    apiRequest(`/api/comparisons/${id}/step`, { method: "POST" }),
    { id },
  );
}

/** `POST /api/comparisons/:id/run` with `body` (none: an empty body). */
export function runComparison(id: string, body?: unknown) {
  return call<{ id: string }, Answer<ComparisonRunResult>>(
    postRun,
    apiRequest(`/api/comparisons/${id}/run`, { method: "POST", body }),
    { id },
  );
}

/** `POST /api/comparisons/:id/stop`. */
export function stopComparison(id: string) {
  return call<{ id: string }, Answer<ComparisonStopResult>>(
    postStop,
    apiRequest(`/api/comparisons/${id}/stop`, { method: "POST" }),
    { id },
  );
}

/** `POST /api/comparisons/:id/decision`. */
export function decideComparison(id: string, body: unknown) {
  return call<{ id: string }, Answer<ComparisonDecisionResult>>(
    postDecision,
    apiRequest(`/api/comparisons/${id}/decision`, { method: "POST", body }),
    { id },
  );
}

/**
 * Steps a comparison in lockstep until every column has finished: every waiting column executes
 * its action, then all that can step take their next turn, again; at most `rounds` rounds.
 * Answers the comparison as it ends.
 */
export async function stepToTheEnd(id: string, rounds = 8): Promise<ComparisonView> {
  for (let round = 0; round < rounds; round += 1) {
    const columns = (await viewComparison(id)).body.columns;
    if (columns.every((column) => column.status === "done")) break;
    if (columns.some((column) => column.status === "awaiting-decision")) {
      const decided = await decideComparison(id, { decision: "execute" });
      if (decided.status !== 200) throw new Error(`decision: ${JSON.stringify(decided.body)}`);
    }
    const stepped = await stepComparison(id);
    if (stepped.status !== 200) throw new Error(`step: ${JSON.stringify(stepped.body)}`);
  }
  return (await viewComparison(id)).body;
}
