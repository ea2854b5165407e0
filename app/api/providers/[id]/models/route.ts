import { providerModelsQuerySchema } from "@/app/api/providers/[id]/models/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { findProvider } from "@/lib/providers";
import { listProviderModels } from "@/lib/providers/provider-models";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `GET /api/providers/:id/models` → `{ models: [{ id, label?, ownedBy?, contextLength?, size?,
 * parameterSize?, quantization? }] }`, sorted by id, from the provider's own listing; a failure
 * is 502 `model:request_failed` saying why.
 */
export const GET = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const { timeoutMs } = readQuery(request, providerModelsQuerySchema);
  const provider = findProvider(id);
  const models = await listProviderModels(provider, timeoutMs === undefined ? {} : { timeoutMs });
  return Response.json({ models });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
