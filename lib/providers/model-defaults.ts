import type { ModelDefaults } from "@/lib/api/provider-schema";
import type { ModelParams, ModelRequest } from "@/lib/llm/model-request";

/** A model's stored defaults as neutral params (`extraBody` becomes `extra`). */
export function toModelParams(defaults: ModelDefaults): ModelParams {
  const params: ModelParams = {};
  if (defaults.temperature !== undefined) params.temperature = defaults.temperature;
  if (defaults.maxTokens !== undefined) params.maxTokens = defaults.maxTokens;
  if (defaults.stop !== undefined) params.stop = [...defaults.stop];
  if (defaults.extraBody !== undefined) params.extra = { ...defaults.extraBody };
  return params;
}

/**
 * The request with `defaults` filling every param it leaves unset; the request's own params win,
 * field by field, and its extra body fields win over the default ones of the same name.
 */
export function withParamDefaults(
  request: ModelRequest,
  defaults: ModelParams | undefined,
): ModelRequest {
  if (!defaults) return request;
  const own = request.params ?? {};
  const params: ModelParams = { ...defaults };
  if (own.temperature !== undefined) params.temperature = own.temperature;
  if (own.maxTokens !== undefined) params.maxTokens = own.maxTokens;
  if (own.stop !== undefined) params.stop = own.stop;
  if (defaults.extra !== undefined || own.extra !== undefined) {
    params.extra = { ...defaults.extra, ...own.extra };
  }
  return Object.keys(params).length === 0 ? request : { ...request, params };
}
