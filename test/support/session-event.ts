import type { LoupeEvent } from "@/lib/events/types";
import { getEventStore } from "@/lib/store";

/** The first event of a session's log that matches, recorded already or still to come. */
export function eventMatching(
  id: string,
  matches: (event: LoupeEvent) => boolean,
): Promise<LoupeEvent> {
  const store = getEventStore();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(id, (event) => {
      if (!matches(event)) return;
      unsubscribe();
      resolve(event);
    });
    const found = store.events(id).find(matches);
    if (found) {
      unsubscribe();
      resolve(found);
    }
  });
}
