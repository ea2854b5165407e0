import type { EventKind, EventPayloads, LoupeEvent } from "@/lib/events/types";

/** Builds hand-written event lists for view tests: `seq` counts up, `at` moves 5 ms per event. */
export function eventBuilder(sessionId = "session-test") {
  let seq = 0;
  return function event<Kind extends EventKind>(
    kind: Kind,
    data: EventPayloads[Kind],
    overrides: { seq?: number; at?: number } = {},
  ): LoupeEvent<Kind> {
    seq = overrides.seq ?? seq + 1;
    return { sessionId, seq, at: overrides.at ?? 1_000 + seq * 5, kind, data } as LoupeEvent<Kind>;
  };
}
