import "server-only";
import { runtimeSlot } from "@/lib/runtime";
import { getDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";

export {
  EventStore,
  isPlaygroundSession,
  now,
  type SessionRecord,
  type StoredEvent,
} from "@/lib/store/event-store";

/** The process-wide event store over the process-wide database. */
export function getEventStore(): EventStore {
  return runtimeSlot("event-store", () => new EventStore(getDatabase()));
}
