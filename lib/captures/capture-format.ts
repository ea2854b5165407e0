import type { ProviderKindInfo } from "@/lib/llm/providers/provider-kind-info";
import {
  PROVIDER_KIND_LIST,
  type ProviderKindList,
  type WireFormat,
} from "@/lib/llm/providers/provider-kinds";

/** The capture format id of each kind of a tuple, as a tuple. */
type CaptureFormatIdsOf<Kinds extends readonly unknown[]> = {
  readonly [Index in keyof Kinds]: Kinds[Index] extends { captureFormat: { id: infer Id } }
    ? Id
    : never;
};

/** The raw stream formats a capture can be imported from: one per provider kind, in its order. */
export const CAPTURE_FORMATS = PROVIDER_KIND_LIST.map(
  (kind) => kind.captureFormat.id,
) as unknown as CaptureFormatIdsOf<ProviderKindList>;

/** OpenAI-compatible SSE, Anthropic Messages SSE, or Ollama's `/api/chat` NDJSON. */
export type CaptureFormat = (typeof CAPTURE_FORMATS)[number];

/** The provider wire format that reads each capture format (the same code as a live call). */
export const WIRE_OF_CAPTURE_FORMAT = Object.fromEntries(
  PROVIDER_KIND_LIST.map((kind) => [kind.captureFormat.id, kind.id]),
) as Readonly<Record<CaptureFormat, WireFormat>>;

/** What the registry says of a capture format: its label, its framing, the API it comes from. */
export function captureFormatInfo(format: CaptureFormat): ProviderKindInfo["captureFormat"] {
  const kind = PROVIDER_KIND_LIST.find((candidate) => candidate.captureFormat.id === format);
  if (!kind) throw new Error(`unknown capture format ${format}`);
  return kind.captureFormat;
}

/** The import formats by name, for the form and the reader. */
export const CAPTURE_FORMAT_LABELS = Object.fromEntries(
  PROVIDER_KIND_LIST.map((kind) => [kind.captureFormat.id, kind.captureFormat.label]),
) as Readonly<Record<CaptureFormat, string>>;

/**
 * Largest raw stream an import accepts: 20 MiB of UTF-8, a little more than the 16 MiB a live
 * answer may have, so any answer Loupe could have read live can be imported.
 */
export const MAX_CAPTURE_RAW_BYTES = 20 * 1024 * 1024;

/**
 * Largest `POST /api/captures/import` body: the raw stream JSON-escaped (quotes and newlines
 * double in size at worst for SSE text) plus room for the request.
 */
export const MAX_CAPTURE_BODY_BYTES = 2 * MAX_CAPTURE_RAW_BYTES + 1024 * 1024;
