import { readCheckedStart } from "@/app/api/comparisons/comparison-start";
import {
  createComparisonSchema,
  listComparisonsQuerySchema,
  MAX_CREATE_COMPARISON_BODY_BYTES,
} from "@/app/api/comparisons/schema";
import { createComparison } from "@/lib/comparisons/create-comparison";
import { listComparisons } from "@/lib/comparisons/list-comparisons";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { getEventStore } from "@/lib/store";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * `GET /api/comparisons?q=&limit=&before=` → `{ comparisons, nextBefore? }`: newest first, paged
 * as `GET /api/sessions` is; `q` finds a substring of the task or a column's model.
 */
export const GET = apiRoute({ token: true }, (request) => {
  const { q, limit, before } = readQuery(request, listComparisonsQuerySchema);
  return Response.json(listComparisons({ query: q, limit, before }));
});

/**
 * `POST /api/comparisons` `{ from?, task, servers?, dialect?, systemPrompt?, columns }` → 201
 * `{ id, sessions }`: 2 to 8 columns, each opened as an ordinary session; with `from` (a session
 * or a capture) the columns start from it, and what the body sets wins.
 */
export const POST = apiRoute({ token: true }, async (request) => {
  const input = await readJson(request, createComparisonSchema, {
    maxBytes: MAX_CREATE_COMPARISON_BODY_BYTES,
  });
  const store = getEventStore();
  const start = input.from ? readCheckedStart(input.from, store) : undefined;
  return Response.json(await createComparison(input, store, start), { status: 201 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { PUT, PATCH, DELETE } = refuseOtherMethods({ GET, POST });
