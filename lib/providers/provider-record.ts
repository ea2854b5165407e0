import type { ProviderConfig } from "@/lib/providers/provider-schema";

/** Where a provider comes from: added in the page (editable) or described by the environment. */
export type ProviderSource = "stored" | "environment";

/** A provider Loupe knows, whichever its source; secrets included (server side only). */
export type ProviderRecord = ProviderConfig & {
  id: string;
  source: ProviderSource;
  createdAt?: number;
  updatedAt?: number;
};
