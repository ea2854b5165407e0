"use client";

import { useEffect, useRef, useState } from "react";
import type { PendingRequest } from "@/lib/api/inspector";
import { newPendingRequests, pendingNotice } from "@/lib/views/inspector/pending/notice";

/** The notice for the newest request the server sent that waits on a person, until it is answered. */
export function usePendingNotice(pending: PendingRequest[]) {
  const seen = useRef(new Set<string>());
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const fresh = newPendingRequests(seen.current, pending);
    for (const request of fresh) seen.current.add(String(request.requestId));
    const newest = fresh.at(-1);
    if (newest) setNotice(pendingNotice(newest));
    else if (pending.length === 0) setNotice(null);
  }, [pending]);
  return notice;
}
