import {
  CAPTURED_SESSION_WHAT,
  capturedSessionSchema,
} from "@/app/api/captures/[id]/session/schema";
import type { ComparisonSource } from "@/lib/api/comparisons";
import { captureSessionInput } from "@/lib/captures/capture-session-input";
import { type ComparisonStart, readComparisonStart } from "@/lib/comparisons/comparison-source";
import { parseBody } from "@/lib/http/read-json";
import { type EventStore, getEventStore } from "@/lib/store";

/**
 * A comparison's source, read; a capture whose request cannot start a session (an orphan tool
 * result, a history too long) is refused with the message Open in playground gives, before any
 * column opens.
 */
export function readCheckedStart(
  from: ComparisonSource,
  store: EventStore = getEventStore(),
): ComparisonStart {
  const start = readComparisonStart(from, store);
  if (start.kind === "capture") {
    parseBody(
      capturedSessionSchema,
      captureSessionInput(start.captured, ""),
      CAPTURED_SESSION_WHAT,
    );
  }
  return start;
}
