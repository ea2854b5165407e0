import "server-only";
import type { CaptureView } from "@/lib/api/captures";
import { promptAnatomy } from "@/lib/captures/prompt-anatomy";
import { readCapturedRequest } from "@/lib/captures/read-captured-request";
import { requestDiff } from "@/lib/captures/request-diff";
import type { EventPayloads } from "@/lib/events/types";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";
import type { RequestReading } from "@/lib/llm/request-reading";
import { wireFormatOf } from "@/lib/proxy/wire-format-of";
import type { EventStore } from "@/lib/store";

/** What a capture's request view is made from. */
export interface CaptureRequestFacts {
  /** The request as `GET /api/captures/:id` answers it: its JSON, else its text or null. */
  request: unknown;
  /** The proxied path (with its query) when known: it names the wire format. */
  path?: string;
  conversation?: EventPayloads["capture.conversation"];
}

function wireOfPath(path: string | undefined): WireFormat | undefined {
  return path === undefined ? undefined : wireFormatOf(path.split("?")[0] ?? "");
}

/** The `llm.request` body of another capture, read with the given wire format. */
function readingOf(store: EventStore, id: string, wire?: WireFormat): RequestReading | undefined {
  const event = store.events(id).find((candidate) => candidate.kind === "llm.request");
  if (event?.kind !== "llm.request") return undefined;
  try {
    return readCapturedRequest(JSON.parse(event.data.body), wire);
  } catch {
    return undefined;
  }
}

/**
 * A capture's request as the Traffic page shows it: its anatomy (null when it is no model
 * request Loupe reads), its place in its conversation, and what it changed against the
 * conversation's previous capture (null for the first, or when either request cannot be read).
 */
export function captureRequestView(
  store: EventStore,
  facts: CaptureRequestFacts,
): Pick<CaptureView, "anatomy" | "conversation" | "diff"> {
  const wire = wireOfPath(facts.path);
  const reading =
    typeof facts.request === "object" && facts.request !== null
      ? readCapturedRequest(facts.request, wire)
      : undefined;
  const conversation = facts.conversation;
  const previous =
    reading && conversation?.previousId
      ? readingOf(store, conversation.previousId, wire)
      : undefined;
  return {
    anatomy: reading ? promptAnatomy(reading) : null,
    conversation: conversation
      ? {
          id: conversation.id,
          by: conversation.by,
          turn: conversation.conversationTurn,
          previousId: conversation.previousId,
        }
      : null,
    diff:
      reading && previous && conversation?.previousId
        ? requestDiff(conversation.previousId, previous, reading)
        : null,
  };
}
