import "server-only";
import { LoupeError } from "@/lib/errors";
import { describeFetchFailure } from "@/lib/llm/describe-fetch-failure";
import { httpErrorMessage } from "@/lib/llm/http-error-message";
import type { Environment } from "@/lib/llm/provider-config";
import { ANTHROPIC_VERSION } from "@/lib/llm/providers/anthropic/build-request";
import { resolveModel } from "@/lib/models/catalogue";

/** The user message a count is made with: Anthropic counts a whole request, which needs one. */
const PROBE_MESSAGE = { role: "user", content: "." } as const;

/** How long a count may take before it is given up (the editor falls back to an estimate). */
const COUNT_TIMEOUT_MS = 15_000;

async function countRequest(
  url: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
  fetcher: typeof fetch,
): Promise<number> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(COUNT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new LoupeError("model:request_failed", describeFetchFailure(error, url));
  }
  const text = await response.text();
  if (!response.ok) {
    throw new LoupeError(
      "model:request_failed",
      httpErrorMessage(response.status, url, text, { statusText: response.statusText }),
    );
  }
  let tokens: unknown;
  try {
    tokens = (JSON.parse(text) as { input_tokens?: unknown }).input_tokens;
  } catch {
    tokens = undefined;
  }
  if (typeof tokens !== "number" || !Number.isInteger(tokens) || tokens < 0) {
    throw new LoupeError(
      "model:request_failed",
      `${url} answered without a whole input_tokens count; is it Anthropic's Messages API?`,
    );
  }
  return tokens;
}

/**
 * The tokens a system prompt costs an Anthropic model, as Anthropic's own
 * `POST /v1/messages/count_tokens` counts them: the request with the prompt and a one-character
 * user message, less the same request without the prompt. The key is read here and sent only to
 * the provider; a model of another kind, or one with no key, is refused (400).
 */
export async function countSystemPromptTokens(
  modelId: string,
  system: string,
  env: Environment = process.env,
): Promise<number> {
  const model = resolveModel(modelId, env);
  if (system === "") return 0;
  if (model.wire !== "anthropic" || model.provider === "demo") {
    throw new LoupeError(
      "request:invalid",
      `Model "${modelId}" is not an Anthropic model; only Anthropic's count_tokens is asked here.`,
    );
  }
  if (!model.apiKey) {
    throw new LoupeError(
      "request:invalid",
      `Model "${modelId}" has no API key set, so Anthropic cannot be asked for a count.`,
    );
  }
  const url = `${model.baseUrl.replace(/\/+$/, "")}/v1/messages/count_tokens`;
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "anthropic-version": ANTHROPIC_VERSION,
    "x-api-key": model.apiKey,
  };
  for (const [name, value] of Object.entries(model.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  const base = { model: model.model, messages: [PROBE_MESSAGE] };
  const [withPrompt, without] = await Promise.all([
    countRequest(url, headers, { ...base, system }, model.fetch),
    countRequest(url, headers, base, model.fetch),
  ]);
  return Math.max(0, withPrompt - without);
}
