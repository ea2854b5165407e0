import type { ModelProvider } from "@/lib/llm/model-provider";
import type { Environment } from "@/lib/llm/provider-config";
import type { ProviderKindInfo } from "@/lib/llm/providers/provider-kind-info";
import type { ProviderRecord } from "@/lib/providers/provider-record";

/**
 * One provider the environment describes, as its kind's variables read it; its base URL not
 * checked yet. Its models are listed in the picker either under the kind (`kind`: `<id>:<model>`
 * labelled with the kind and the host, as the `OPENAI_*` and `ANTHROPIC_*` variables are) or as a
 * listed provider's (`provider`).
 */
export type EnvironmentProviderReading =
  | {
      provider: ProviderRecord;
      listedAs: "kind";
      /** The variable its base URL is read from and a good value, for the message when it is not http(s). */
      baseUrlVariable: { name: string; example: string };
    }
  | { provider: ProviderRecord; listedAs: "provider" };

/** How a kind is configured from the environment. */
export interface ProviderEnvironment {
  /** The ids its variables may describe; a provider added in the page never takes one. */
  ids: readonly string[];
  /** The providers its variables describe now, in order. */
  read(env: Environment): EnvironmentProviderReading[];
}

/** How a kind asks a provider for the models it offers, and where the answer lists them. */
export interface ProviderModelListing {
  /** The listing's URL, from a base URL without its trailing slash. */
  url(baseUrl: string): string;
  /** The headers that carry the key, and any the API requires. */
  headers(apiKey: string | undefined): Record<string, string>;
  /** The field of the answer that holds the list (`data`; Ollama's `models`). */
  field: string;
  /** A listed entry's model id, as the entry gives it. */
  idOf(entry: Record<string, unknown>): unknown;
}

/**
 * Everything Loupe knows of one provider kind, kept beside its provider: its id, label and
 * capture format, the request it builds and how its frames are read, how the environment
 * configures it, and how its models are listed. A new kind is one folder and one line in
 * `provider-kinds.ts` and `provider-specs.ts`.
 */
export interface ProviderSpec extends ProviderKindInfo {
  provider: ModelProvider;
  environment: ProviderEnvironment;
  modelListing: ProviderModelListing;
}
