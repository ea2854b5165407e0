import { createProviderSchema } from "@/app/api/providers/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { getProviderStore, listProviders } from "@/lib/providers";
import { providerPresets } from "@/lib/providers/provider-presets";
import { providerView } from "@/lib/providers/provider-view";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * `GET /api/providers` → `{ providers, presets }`: environment providers (read-only) then stored
 * ones, every key and header value `[redacted]`; the presets with their defaults and whether
 * their key variable is set.
 */
export const GET = apiRoute({ token: true }, () =>
  Response.json({
    providers: listProviders().map((provider) => providerView(provider)),
    presets: providerPresets().map((preset) => ({
      ...preset,
      ...(preset.apiKeyEnv ? { apiKeyEnvSet: Boolean(process.env[preset.apiKeyEnv]?.trim()) } : {}),
    })),
  }),
);

/** `POST /api/providers` (a provider, see the schema) → 201 `{ id }`. */
export const POST = apiRoute({ token: true }, async (request) => {
  const input = await readJson(request, createProviderSchema);
  return Response.json({ id: getProviderStore().create(input).id }, { status: 201 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { PUT, PATCH, DELETE } = refuseOtherMethods({ GET, POST });
