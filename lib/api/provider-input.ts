import { z } from "zod";
import { PROVIDER_PRESETS } from "@/lib/api/provider-presets";
import {
  apiKeyEnvSchema,
  apiKeySchema,
  headersSchema,
  modelDefaultsByModelSchema,
  modelListSchema,
} from "@/lib/api/provider-schema";
import { PROVIDER_KINDS } from "@/lib/llm/providers/provider-kinds";
import { REDACTED } from "@/lib/security/redacted";

const notRedacted = `is "${REDACTED}", which stands for a stored value; a new provider has none, so send the value itself`;

/**
 * A provider to add: a `preset` fills the kind, base URL, key variable and name, and any field
 * given overrides it; without a preset (`custom`) `baseUrl` is required and `kind` defaults to
 * `openai-compatible`.
 */
export const providerCreateSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100).optional(),
    kind: z.enum(PROVIDER_KINDS).optional(),
    preset: z.enum(PROVIDER_PRESETS).optional(),
    baseUrl: z.string().optional(),
    apiKey: apiKeySchema.refine((key) => key !== REDACTED, notRedacted).optional(),
    apiKeyEnv: apiKeyEnvSchema.optional(),
    headers: headersSchema
      .refine((headers) => !Object.values(headers).includes(REDACTED), notRedacted)
      .optional(),
    models: modelListSchema.optional(),
    modelDefaults: modelDefaultsByModelSchema.optional(),
  })
  .refine((input) => input.name !== undefined || input.preset !== undefined, {
    message: "give a name or a preset",
  });

/** A provider to add, as {@link providerCreateSchema} reads it. */
export type ProviderCreateInput = z.infer<typeof providerCreateSchema>;

/**
 * An edit of a stored provider: each field given replaces the stored one, `null` removes an
 * optional one. `apiKey: "[redacted]"` and header values `"[redacted]"` (as the API answers them)
 * keep what is stored.
 */
export const providerPatchSchema = z.strictObject({
  name: z.string().trim().min(1).max(100).optional(),
  kind: z.enum(PROVIDER_KINDS).optional(),
  preset: z.enum(PROVIDER_PRESETS).nullable().optional(),
  baseUrl: z.string().optional(),
  apiKey: z
    .union([z.literal(REDACTED), apiKeySchema])
    .nullable()
    .optional(),
  apiKeyEnv: apiKeyEnvSchema.nullable().optional(),
  headers: headersSchema.nullable().optional(),
  models: modelListSchema.nullable().optional(),
  modelDefaults: modelDefaultsByModelSchema.nullable().optional(),
});

/** An edit, as {@link providerPatchSchema} reads it. */
export type ProviderPatch = z.infer<typeof providerPatchSchema>;
