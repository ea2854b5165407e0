import { updateProviderSchema } from "@/app/api/providers/[id]/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { findProvider, getProviderStore } from "@/lib/providers";
import { storedRecord } from "@/lib/providers/provider-store";
import { providerView } from "@/lib/providers/provider-view";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/** `GET /api/providers/:id`: one provider, stored or environment, secrets `[redacted]`. */
export const GET = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const { id } = await params;
  return Response.json(providerView(findProvider(id)));
});

/** `PATCH /api/providers/:id` (the fields to change) → the provider as it now is, redacted. */
export const PATCH = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const store = getProviderStore();
  store.require(id);
  const patch = await readJson(request, updateProviderSchema);
  return Response.json(providerView(storedRecord(store.update(id, patch))));
});

/** `DELETE /api/providers/:id` → 204; its models leave the picker. */
export const DELETE = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const { id } = await params;
  getProviderStore().delete(id);
  return new Response(null, { status: 204 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT } = refuseOtherMethods({ GET, PATCH, DELETE });
