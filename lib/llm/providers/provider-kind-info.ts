/**
 * What the browser may know of a provider kind: its id (the wire format it speaks), its name for
 * people, and the raw stream format a capture of it is imported as. Nothing here runs on the
 * server only, so the settings and captures pages read the same registry as the routes.
 */
export interface ProviderKindInfo {
  /** The wire format, as stored in `providers.json` and recorded as a target's `wire`. */
  id: string;
  /** The kind for people, e.g. `OpenAI-compatible`. */
  label: string;
  /** The capture format of its raw streams (`POST /api/captures/import` `format`). */
  captureFormat: {
    id: string;
    /** The format for people, e.g. `OpenAI-compatible SSE`. */
    label: string;
    /** How its raw streams are framed: SSE events or NDJSON lines. */
    framing: "sse" | "ndjson";
    /** The API whose response bodies it holds, for messages: `Paste the <api> response body`. */
    api: string;
  };
}
