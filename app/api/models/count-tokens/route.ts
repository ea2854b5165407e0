import { countTokensSchema } from "@/app/api/models/count-tokens/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { countSystemPromptTokens } from "@/lib/models/count-tokens";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * `POST /api/models/count-tokens` `{ model, systemPrompt }`: the prompt's tokens as the model's
 * provider counts them (Anthropic's `count_tokens`, with the key kept on the server):
 * `{ tokens, counter: "anthropic" }`. 400 for a model of another kind or without a key, 502
 * when the provider fails.
 */
export const POST = apiRoute({ token: true }, async (request) => {
  const { model, systemPrompt } = await readJson(request, countTokensSchema);
  const tokens = await countSystemPromptTokens(model, systemPrompt);
  return Response.json({ tokens, counter: "anthropic" });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
