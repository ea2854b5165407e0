import { deleteComparison } from "@/lib/comparisons/delete-comparison";
import { getComparisonView } from "@/lib/comparisons/read-comparison";
import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/** `GET /api/comparisons/:id` → `{ id, task, dialect, createdAt, columns }`, each column measured. */
export const GET = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const { id } = await params;
  return Response.json(getComparisonView(id));
});

/** `DELETE /api/comparisons/:id` → 204: the comparison and its columns' sessions. */
export const DELETE = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const { id } = await params;
  await deleteComparison(id);
  return new Response(null, { status: 204 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH } = refuseOtherMethods({ GET, DELETE });
