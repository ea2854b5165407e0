"use client";

import { useState } from "react";
import type { TrafficMessage } from "@/lib/api/inspector";
import { latestSeq, notifiedSince } from "@/lib/views/inspector/resources/updates";

/**
 * Whether the server sent `notification` (a `…/list_changed`) since its list was last read, and
 * `listed` to call when it is read again.
 */
export function useListChanged(messages: TrafficMessage[], notification: string) {
  const [listedAt, setListedAt] = useState(() => latestSeq(messages));
  return {
    changed: notifiedSince(messages, notification, listedAt),
    listed: () => setListedAt(latestSeq(messages)),
  };
}
