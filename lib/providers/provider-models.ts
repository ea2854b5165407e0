import "server-only";
import type { ProviderModelInfo, ProviderTestResult } from "@/lib/api/providers";
import { LoupeError } from "@/lib/errors";
import { describeFetchFailure } from "@/lib/llm/describe-fetch-failure";
import { httpErrorMessage } from "@/lib/llm/http-error-message";
import type { Environment } from "@/lib/llm/provider-config";
import { providerSpec } from "@/lib/llm/providers/provider-specs";
import { providerApiKey } from "@/lib/providers/provider-key";
import type { ProviderRecord } from "@/lib/providers/provider-record";
import { redactUrl } from "@/lib/security/redact-url";

/** How long a model listing may take, headers and body, before it is given up. */
export const DEFAULT_LISTING_TIMEOUT_MS = 10_000;

/** Largest model listing read (OpenRouter's is about a megabyte). */
const MAX_LISTING_BYTES = 16 * 1024 * 1024;

/** How to list: the clock, the fetch and the environment keys are read from. */
export interface ListingOptions {
  env?: Environment;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function listingRequest(
  provider: ProviderRecord,
  apiKey: string | undefined,
): { url: string; headers: Record<string, string> } {
  const listing = providerSpec(provider.kind).modelListing;
  const headers: Record<string, string> = {
    accept: "application/json",
    ...listing.headers(apiKey),
  };
  for (const [name, value] of Object.entries(provider.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  return { url: listing.url(provider.baseUrl.replace(/\/+$/, "")), headers };
}

function failed(message: string): LoupeError {
  return new LoupeError("model:request_failed", message);
}

async function readLimited(response: Response, url: string, signal: AbortSignal): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const parts: Uint8Array[] = [];
  let size = 0;
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_LISTING_BYTES) {
      await reader.cancel().catch(() => {});
      throw failed(
        `The model list from ${url} is larger than ${MAX_LISTING_BYTES} bytes; Loupe stopped reading it.`,
      );
    }
    if (signal.aborted) break;
    parts.push(value);
  }
  return Buffer.concat(parts).toString("utf8");
}

/** The error of a listing answered with an error status: the provider's message, what to check. */
function statusError(response: Response, url: string, body: string): LoupeError {
  let message = httpErrorMessage(response.status, url, body, {
    statusText: response.statusText,
    retryAfter: response.headers.get("retry-after"),
  });
  if (response.status >= 500) {
    message += " The provider failed on its side; try again later.";
  }
  return failed(message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function number(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

function withoutUndefined(model: ProviderModelInfo): ProviderModelInfo {
  return Object.fromEntries(
    Object.entries(model).filter(([, value]) => value !== undefined),
  ) as unknown as ProviderModelInfo;
}

/** The models of a listing body, in the field its kind's listing names (`data`; Ollama's `models`). */
function readListing(provider: ProviderRecord, body: string, url: string): ProviderModelInfo[] {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    const preview = body.trim().replace(/\s+/g, " ").slice(0, 120);
    throw failed(
      `The answer of ${url} is not JSON, so not a model list; check the base URL (it answered: ${preview || "nothing"}).`,
    );
  }
  const listing = providerSpec(provider.kind).modelListing;
  const entries = isRecord(value) ? value[listing.field] : undefined;
  if (!Array.isArray(entries)) {
    throw failed(
      `The answer of ${url} has no "${listing.field}" list, so it is not a model list; check the base URL and the provider kind.`,
    );
  }
  const models: ProviderModelInfo[] = [];
  for (const entry of entries) {
    if (!isRecord(entry)) continue;
    const id = text(listing.idOf(entry));
    if (!id) continue;
    const details = isRecord(entry.details) ? entry.details : {};
    models.push(
      withoutUndefined({
        id,
        label:
          text(entry.display_name) ??
          text(entry.displayName) ??
          text(entry.name === id ? undefined : entry.name),
        ownedBy: text(entry.owned_by),
        contextLength: number(entry.context_length),
        size: number(entry.size),
        parameterSize: text(details.parameter_size),
        quantization: text(details.quantization_level),
      }),
    );
  }
  return models.sort((left, right) => left.id.localeCompare(right.id));
}

/**
 * The models a provider offers, from its own listing: OpenAI-compatible `GET /models`, Anthropic
 * `GET /v1/models`, Ollama `GET /api/tags`; with the provider's key and headers, within
 * `timeoutMs` for the whole exchange. Failures are `model:request_failed` with a sentence saying
 * what happened (a refused connection, silence, 401, 429 and when to retry, 5xx) and what to check.
 */
export async function listProviderModels(
  provider: ProviderRecord,
  options: ListingOptions = {},
): Promise<ProviderModelInfo[]> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_LISTING_TIMEOUT_MS;
  const { url, headers } = listingRequest(provider, providerApiKey(provider, options.env));
  const shownUrl = redactUrl(url);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await (options.fetch ?? globalThis.fetch)(url, {
      headers,
      signal: controller.signal,
    });
    const body = await readLimited(response, shownUrl, controller.signal);
    if (timedOut) throw new Error("timed out");
    if (!response.ok) throw statusError(response, shownUrl, body);
    return readListing(provider, body, shownUrl);
  } catch (error) {
    if (error instanceof LoupeError) throw error;
    if (timedOut) {
      throw failed(
        `No answer from ${shownUrl} within ${timeoutMs} ms; the server accepted the connection but did not answer. Check that the base URL points at the provider and that it is not overloaded.`,
      );
    }
    throw failed(describeFetchFailure(error, shownUrl));
  } finally {
    clearTimeout(timer);
  }
}

/** Tests a provider by listing its models; never throws for what the provider did. */
export async function testProvider(
  provider: ProviderRecord,
  options: ListingOptions = {},
): Promise<ProviderTestResult> {
  const startedAt = performance.now();
  const latency = () => Math.round(performance.now() - startedAt);
  try {
    const models = await listProviderModels(provider, options);
    return { ok: true, latencyMs: latency(), models: models.length };
  } catch (error) {
    if (!(error instanceof LoupeError)) throw error;
    return { ok: false, latencyMs: latency(), error: { code: error.code, message: error.message } };
  }
}
