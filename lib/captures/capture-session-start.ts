import "server-only";
import { CAPTURE_FORMATS, WIRE_OF_CAPTURE_FORMAT } from "@/lib/captures/capture-format";
import { getCapture } from "@/lib/captures/get-capture";
import { type SessionStart, sessionFromRequest } from "@/lib/captures/session-from-request";
import { LoupeError } from "@/lib/errors";
import { PROVIDER_KINDS, type WireFormat } from "@/lib/llm/providers/provider-kinds";
import type { EventStore } from "@/lib/store";

/** The wire format a recorded `llm.request.provider` names: a capture format's, or a kind's own. */
function wireOf(provider: string | undefined): WireFormat | undefined {
  if (provider === undefined) return undefined;
  const format = CAPTURE_FORMATS.find((candidate) => candidate === provider);
  if (format) return WIRE_OF_CAPTURE_FORMAT[format];
  return PROVIDER_KINDS.find((kind) => kind === provider);
}

/**
 * Where a session opened from capture `id` starts: its recorded request read back (by the wire
 * format it was recorded with) into a system prompt, a history, a dialect and a task.
 * `capture:not_found` for no such capture; `request:invalid` when it holds no request, or one
 * Loupe cannot read.
 */
export function captureSessionStart(store: EventStore, id: string): SessionStart {
  const capture = getCapture(store, id);
  if (capture.request === null) {
    throw new LoupeError(
      "request:invalid",
      `The capture "${id}" holds no request: import it with the request body to open it in the playground.`,
    );
  }
  const sent = capture.events.find((event) => event.kind === "llm.request");
  return sessionFromRequest(
    capture.request,
    wireOf(sent?.kind === "llm.request" ? sent.data.provider : undefined),
  );
}
