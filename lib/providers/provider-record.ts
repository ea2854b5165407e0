import type { ProviderConfig } from "@/lib/api/provider-schema";
import type { ProviderSource } from "@/lib/api/providers";

/** A provider Loupe knows, whichever its source; secrets included (server side only). */
export type ProviderRecord = ProviderConfig & {
  id: string;
  source: ProviderSource;
  createdAt?: number;
  updatedAt?: number;
};
