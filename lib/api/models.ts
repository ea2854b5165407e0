import type { ProviderKind } from "@/lib/llm/providers/provider-kinds";

/** A model as the picker lists it: nothing secret in here. */
export interface ModelListing {
  id: string;
  label: string;
  provider: ProviderKind;
  /** The provider it comes from (`GET /api/providers`), for models of a listed provider. */
  providerId?: string;
}
