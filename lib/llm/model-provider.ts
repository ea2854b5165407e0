import type { ModelPart } from "@/lib/llm/model-part";
import type { ModelParams, ModelRequest } from "@/lib/llm/model-request";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";

/** Where and how to call a model: everything the recording core and a provider need. */
export interface ModelTarget {
  /** Recorded as `llm.request.provider` (e.g. `demo`, `openai-compatible`, `anthropic`, `ollama`). */
  provider: string;
  /** Which provider builds the request and reads the frames. */
  wire: WireFormat;
  /** The model name sent in the request body. */
  model: string;
  /** Base URL without a trailing slash (`https://api.openai.com/v1`, `https://api.anthropic.com`). */
  baseUrl: string;
  /** Sent the way the provider wants it; recorded only as `[redacted]`. */
  apiKey?: string;
  /** Extra request headers; they override the provider's. Secrets among them are redacted. */
  headers?: Record<string, string>;
  fetch: typeof fetch;
  /**
   * Params for fields the request leaves unset (a provider's per-model defaults); the host
   * applies them when it builds the request.
   */
  paramDefaults?: ModelParams;
}

/** The HTTP request a provider builds from a neutral one; the body is sent byte for byte. */
export interface ProviderHttpRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * One frame of a response: an SSE event's data, one NDJSON line, or a whole JSON body.
 * `where` locates it for error messages (e.g. `line 4, llm.sse #9`).
 */
export interface ModelFrame {
  framing: "sse" | "ndjson" | "json";
  /** The SSE `event:` field, when there was one. */
  event?: string;
  data: string;
  where: string;
}

/** What one frame says: its parts, whether it ends the stream, and what was wrong with it. */
export interface FrameReading {
  parts: ModelPart[];
  /** True for the stream's end marker (`[DONE]`, `message_stop`): later frames add nothing. */
  ended?: boolean;
  /** Sentences saying why (part of) the frame was skipped; reading goes on. */
  problems?: string[];
}

/** Reads the frames of one response in order; it may keep state between them. */
export interface ModelFrameReader {
  read(frame: ModelFrame): FrameReading;
}

/** What a provider adds to the recording core: its request, and its frames turned into parts. */
export interface ModelProvider {
  buildRequest(request: ModelRequest, target: ModelTarget): ProviderHttpRequest;
  createFrameReader(): ModelFrameReader;
  /** How the stream's end marker is named in messages, e.g. `"data: [DONE]"`. */
  endMarker: string;
}
