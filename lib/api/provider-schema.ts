import { z } from "zod";
import { PROVIDER_PRESETS } from "@/lib/api/provider-presets";
import { headerProblems } from "@/lib/http/header-name";
import { PROVIDER_KINDS } from "@/lib/llm/providers/provider-kinds";
import {
  isProviderKeyVariable,
  PROVIDER_KEY_VARIABLE_RULE,
} from "@/lib/providers/provider-key-variables";

/** Most models one provider keeps chosen, and most headers it sends. */
export const MAX_PROVIDER_MODELS = 500;
const MAX_HEADERS = 50;

/** An http(s) URL without a trailing slash. */
export const baseUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === "http:" || protocol === "https:";
    } catch {
      return false;
    }
  }, "must be an http(s) URL, e.g. http://127.0.0.1:11434 or https://api.openai.com/v1")
  .transform((value) => value.replace(/\/+$/, ""));

/** A key an HTTP header can carry: printable ASCII, no spaces. */
export const apiKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(4000)
  .regex(
    /^[\x21-\x7e]+$/,
    "must be printable ASCII without spaces or line breaks; copy the key again",
  );

/**
 * The name of the environment variable a key is read from: a documented provider key variable or
 * a `LOUPE_KEY_<NAME>` (see `provider-key-variables.ts`), never any other variable of the
 * server's environment.
 */
export const apiKeyEnvSchema = z
  .string()
  .trim()
  .refine(isProviderKeyVariable, PROVIDER_KEY_VARIABLE_RULE);

/**
 * Extra request headers, checked as a listed server's are (see `header-name.ts`): names an HTTP
 * token the connection does not set itself, values Latin-1 on one line, so a saved provider's
 * headers can also be sent.
 */
export const headersSchema = z
  .record(z.string(), z.string().max(8000))
  .superRefine((headers, context) => {
    for (const { name, message } of headerProblems(headers)) {
      context.addIssue({ code: "custom", message, path: [name] });
    }
  })
  .refine(
    (headers) => Object.keys(headers).length <= MAX_HEADERS,
    `at most ${MAX_HEADERS} headers`,
  );

/** A model name as the provider knows it (`gpt-4o-mini`, `qwen2.5:7b`, `openai/gpt-4o`). */
export const modelNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .regex(/^[^\s]+$/, "must not contain spaces");

/** The chosen models: unique names. */
export const modelListSchema = z
  .array(modelNameSchema)
  .max(MAX_PROVIDER_MODELS)
  .refine((models) => new Set(models).size === models.length, "must not name a model twice");

/** Defaults applied to a model's requests when the session does not set them. */
export const modelDefaultsSchema = z.strictObject({
  temperature: z.number().min(0).max(2).optional(),
  maxTokens: z.number().int().positive().max(10_000_000).optional(),
  stop: z.array(z.string().min(1).max(500)).max(16).optional(),
  /** Merged into the request body as it is (e.g. `{ "top_p": 0.9 }`, Ollama `{ "think": true }`). */
  extraBody: z.record(z.string(), z.unknown()).optional(),
});

/** Per-model defaults, by model name. */
export const modelDefaultsByModelSchema = z
  .record(modelNameSchema, modelDefaultsSchema)
  .refine((defaults) => Object.keys(defaults).length <= MAX_PROVIDER_MODELS, "too many models");

/** A provider's configuration as it is stored (`providers.json`), without its id and times. */
export const providerConfigSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  kind: z.enum(PROVIDER_KINDS),
  preset: z.enum(PROVIDER_PRESETS).optional(),
  baseUrl: baseUrlSchema,
  apiKey: apiKeySchema.optional(),
  apiKeyEnv: apiKeyEnvSchema.optional(),
  headers: headersSchema.optional(),
  models: modelListSchema.optional(),
  modelDefaults: modelDefaultsByModelSchema.optional(),
});

/** A provider's configuration: where it is, how it is reached, which of its models are offered. */
export type ProviderConfig = z.infer<typeof providerConfigSchema>;

/** Per-model defaults of one model. */
export type ModelDefaults = z.infer<typeof modelDefaultsSchema>;

/** A provider id: lower-case letters, digits and dashes, so `<id>:<model>` reads back unambiguously. */
export const providerIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, "must be lower-case letters, digits and dashes");

/**
 * One provider as `providers.json` keeps it. A key variable an older Loupe allowed is still read
 * from the file (so the rest of the list stays usable) but never read from the environment, and
 * the next edit of that provider must name an allowed one.
 */
export const storedProviderSchema = providerConfigSchema.extend({
  apiKeyEnv: z.string().trim().min(1).optional(),
  id: providerIdSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
});

/** A provider added in the page: stored with its secrets, on this machine only. */
export type StoredProvider = z.infer<typeof storedProviderSchema>;

/** The whole `providers.json`. */
export const providerFileSchema = z.strictObject({
  version: z.literal(1),
  providers: z.array(storedProviderSchema),
});
