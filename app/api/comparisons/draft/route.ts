import { readCheckedStart } from "@/app/api/comparisons/comparison-start";
import { comparisonDraftQuerySchema } from "@/app/api/comparisons/schema";
import { comparisonDraft } from "@/lib/comparisons/comparison-source";
import { apiRoute } from "@/lib/http/api-route";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * `GET /api/comparisons/draft?session=ID` or `?capture=ID` → `{ from, task, servers, dialect,
 * systemPrompt?, models }`: what a comparison started from that session or capture shares, for
 * the Compare page's setup. 404 `session:not_found` / `capture:not_found`; 400 for neither or both.
 */
export const GET = apiRoute({ token: true }, (request) => {
  const from = readQuery(request, comparisonDraftQuerySchema);
  return Response.json(comparisonDraft(readCheckedStart(from)));
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
