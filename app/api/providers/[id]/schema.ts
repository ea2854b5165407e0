import { providerPatchSchema } from "@/lib/api/provider-input";

/**
 * Body of `PATCH /api/providers/:id`: any field of a provider; `null` removes an optional one;
 * `apiKey: "[redacted]"` and header values `"[redacted]"` keep the stored ones.
 */
export const updateProviderSchema = providerPatchSchema;
