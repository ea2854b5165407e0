import { testProviderSchema } from "@/app/api/providers/[id]/test/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { findProvider } from "@/lib/providers";
import { testProvider } from "@/lib/providers/provider-models";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `POST /api/providers/:id/test` → 200 `{ ok, latencyMs, models?, error?: { code, message } }`:
 * lists the provider's models with its key; a failure is `ok: false` with a sentence saying why.
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const provider = findProvider(id);
  const { timeoutMs } = await readJson(request, testProviderSchema, { allowEmpty: true });
  return Response.json(await testProvider(provider, timeoutMs === undefined ? {} : { timeoutMs }));
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
