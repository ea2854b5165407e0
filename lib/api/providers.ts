// The provider API's shapes (docs/api.md): what `/api/providers/**` answers, as both the routes
// and the Settings page read it.
import type { ProviderPreset, ProviderPresetName } from "@/lib/api/provider-presets";
import type { ModelDefaults, ProviderConfig } from "@/lib/api/provider-schema";
import type { REDACTED } from "@/lib/security/redacted";

/** A provider as the API answers it: every secret `[redacted]`, with hints to tell keys apart. */
export interface ProviderView {
  id: string;
  name: string;
  kind: ProviderConfig["kind"];
  preset?: ProviderPresetName;
  baseUrl: string;
  /** `[redacted]` when a key is stored. */
  apiKey?: typeof REDACTED;
  /** The key's first three and last four characters (`sk-…abcd`), for keys of 20 or more. */
  apiKeyHint?: string;
  apiKeyEnv?: string;
  /** Whether the key variable is set in Loupe's environment. */
  apiKeyEnvSet?: boolean;
  /** Where the key sent on the next call comes from. */
  keySource: KeySource;
  /** Header names, each value `[redacted]`. */
  headers?: Record<string, typeof REDACTED>;
  /** The chosen models, offered in the model picker as `<id>:<model>`. */
  models: string[];
  modelDefaults: Record<string, ModelDefaults>;
  source: ProviderSource;
  /** True for environment providers: change their variables instead. */
  readOnly: boolean;
  createdAt?: number;
  updatedAt?: number;
}

/** Where a provider's key comes from right now. */
export type KeySource = "stored" | "environment" | "none";

/** Where a provider comes from: added in the page (editable) or described by the environment. */
export type ProviderSource = "stored" | "environment";

/** One model a provider offers, with what its listing says about it. */
export interface ProviderModelInfo {
  id: string;
  /** A display name, when the provider gives one (Anthropic, OpenRouter). */
  label?: string;
  ownedBy?: string;
  contextLength?: number;
  /** Bytes on disk (Ollama). */
  size?: number;
  /** Parameter count and quantization (Ollama), e.g. `8B`, `Q4_0`. */
  parameterSize?: string;
  quantization?: string;
}

/** What `POST /api/providers/:id/test` answers. */
export interface ProviderTestResult {
  ok: boolean;
  /** Time to the model list (or the failure), in milliseconds. */
  latencyMs: number;
  /** How many models the provider listed. */
  models?: number;
  error?: { code: string; message: string };
}

/** A preset as `GET /api/providers` lists it: its defaults, and whether its key variable is set. */
export type ProviderPresetView = ProviderPreset & { apiKeyEnvSet?: boolean };

/** What `GET /api/providers` answers. */
export interface ProviderListAnswer {
  providers: ProviderView[];
  presets: ProviderPresetView[];
}
