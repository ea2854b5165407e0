import "server-only";
import type { z } from "zod";
import type { ProviderCreateInput, ProviderPatch } from "@/lib/api/provider-input";
import {
  type ProviderConfig,
  providerConfigSchema,
  type StoredProvider,
} from "@/lib/api/provider-schema";
import { LoupeError } from "@/lib/errors";
import { urlOrigin } from "@/lib/http/url-origin";
import type { Environment } from "@/lib/llm/provider-config";
import { ENVIRONMENT_PROVIDER_IDS } from "@/lib/providers/environment-providers";
import { readProviderFile, writeProviderFile } from "@/lib/providers/provider-file";
import { providerIdFromName, uniqueProviderId } from "@/lib/providers/provider-id";
import { providerPreset } from "@/lib/providers/provider-presets";
import type { ProviderRecord } from "@/lib/providers/provider-record";
import { registerProviderSecrets } from "@/lib/providers/provider-secrets";
import { REDACTED } from "@/lib/security/redacted";
import { headersRetypedFor, restoreRedactedValues } from "@/lib/servers/server-secrets";

/** Most providers the file holds. */
export const MAX_STORED_PROVIDERS = 100;

/** Ids no stored provider takes: the environment providers' and the demo models'. */
const reservedIds = new Set<string>([...ENVIRONMENT_PROVIDER_IDS, "demo", "demo-sloppy"]);

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map(
      (issue) => `${issue.path.length > 0 ? issue.path.join(".") : "provider"}: ${issue.message}`,
    )
    .join("; ");
}

/** A configuration checked against the schema and its preset, or `request:invalid` saying why. */
function validConfig(value: Record<string, unknown>): ProviderConfig {
  const parsed = providerConfigSchema.safeParse(value);
  if (!parsed.success) {
    throw new LoupeError(
      "request:invalid",
      `The provider is invalid: ${describeIssues(parsed.error)}`,
    );
  }
  const config = parsed.data;
  if (config.preset && config.preset !== "custom") {
    const presetKind = providerPreset(config.preset).kind;
    if (presetKind !== config.kind) {
      throw new LoupeError(
        "request:invalid",
        `The preset "${config.preset}" speaks ${presetKind}, not ${config.kind}; leave kind out, or use the preset "custom".`,
      );
    }
  }
  return config;
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
}

function configOf(provider: StoredProvider): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...config } = provider;
  return config;
}

/** A stored provider as a record of the provider list. */
export function storedRecord(provider: StoredProvider): ProviderRecord {
  return { ...provider, source: "stored" };
}

/**
 * The providers added in the page, kept in one JSON file (mode 0600, replaced atomically on every
 * change). The file is read on every call, so a change applies to the next request without a
 * restart; keys and header values are stored as given (the data directory is local) and
 * registered as secrets whenever they are read.
 */
export class ProviderStore {
  constructor(
    readonly file: string,
    private readonly env: Environment = process.env,
  ) {}

  /** Every stored provider, oldest first, secrets included. */
  list(): StoredProvider[] {
    const providers = readProviderFile(this.file);
    registerProviderSecrets(providers.map(storedRecord), this.env);
    return providers;
  }

  /** The stored provider with this id, or undefined. */
  get(id: string): StoredProvider | undefined {
    return this.list().find((provider) => provider.id === id);
  }

  /** The stored provider with this id; an environment provider is `provider:read_only`. */
  require(id: string): StoredProvider {
    const provider = this.get(id);
    if (provider) return provider;
    if ((ENVIRONMENT_PROVIDER_IDS as readonly string[]).includes(id)) {
      throw new LoupeError(
        "provider:read_only",
        `The provider "${id}" is described by environment variables and cannot be changed here; change the variables and restart, or add a provider in the page.`,
      );
    }
    throw new LoupeError(
      "provider:not_found",
      `No stored provider has id "${id}"; GET /api/providers lists them.`,
    );
  }

  /** Adds a provider, its preset filling what the input leaves out; answers it as stored. */
  create(input: ProviderCreateInput): StoredProvider {
    const preset = providerPreset(input.preset ?? "custom", this.env);
    const baseUrl = input.baseUrl ?? preset.baseUrl;
    if (baseUrl === undefined) {
      throw new LoupeError(
        "request:invalid",
        "The provider is invalid: baseUrl: a custom provider needs its base URL, e.g. http://127.0.0.1:8080/v1.",
      );
    }
    const config = validConfig(
      withoutUndefined({
        ...input,
        name: input.name ?? preset.label,
        kind: input.kind ?? preset.kind,
        baseUrl,
        apiKeyEnv: input.apiKeyEnv ?? (input.apiKey ? undefined : preset.apiKeyEnv),
      }),
    );
    const providers = this.list();
    if (providers.length >= MAX_STORED_PROVIDERS) {
      throw new LoupeError(
        "request:invalid",
        `Loupe keeps at most ${MAX_STORED_PROVIDERS} providers; remove one first.`,
      );
    }
    const taken = new Set([...reservedIds, ...providers.map((provider) => provider.id)]);
    const at = Date.now();
    const provider: StoredProvider = {
      id: uniqueProviderId(providerIdFromName(config.name), taken),
      ...config,
      createdAt: at,
      updatedAt: at,
    };
    writeProviderFile(this.file, [...providers, provider]);
    registerProviderSecrets([storedRecord(provider)], this.env);
    return provider;
  }

  /**
   * Applies an edit (see {@link ProviderPatch}) and answers the provider as it now is. A base URL
   * moved to another origin (scheme, host or port) forgets the stored key and header values unless
   * the same edit types them, as a browser forgets a password when the origin changes.
   */
  update(id: string, patch: ProviderPatch): StoredProvider {
    const stored = this.require(id);
    const merged = configOf(stored);
    for (const [field, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      if (value === null) delete merged[field];
      else merged[field] = value;
    }
    if (patch.apiKey === REDACTED) {
      if (stored.apiKey === undefined) {
        throw new LoupeError(
          "request:invalid",
          `apiKey is "${REDACTED}" but provider "${id}" has no stored key; send the key itself, or null to use none.`,
        );
      }
      merged.apiKey = stored.apiKey;
    }
    if (patch.headers)
      merged.headers = restoreRedactedValues("headers", patch.headers, stored.headers);
    const config = validConfig(merged);
    const keyRetyped = typeof patch.apiKey === "string" && patch.apiKey !== REDACTED;
    if (urlOrigin(config.baseUrl) !== urlOrigin(stored.baseUrl)) {
      if (!keyRetyped) delete config.apiKey;
      const headers = headersRetypedFor(patch.headers);
      if (headers) config.headers = headers;
      else delete config.headers;
    }
    const updated: StoredProvider = {
      id,
      ...config,
      createdAt: stored.createdAt,
      updatedAt: Math.max(Date.now(), stored.updatedAt),
    };
    const providers = this.list().map((provider) => (provider.id === id ? updated : provider));
    writeProviderFile(this.file, providers);
    registerProviderSecrets([storedRecord(updated)], this.env);
    return updated;
  }

  /** Removes a stored provider; an unknown or environment one is an error. */
  delete(id: string): void {
    this.require(id);
    writeProviderFile(
      this.file,
      this.list().filter((provider) => provider.id !== id),
    );
  }
}
