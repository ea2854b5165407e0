"use client";

import { useEffect, useMemo, useSyncExternalStore } from "react";
import { browserInspectorApi } from "@/lib/views/inspector/api";
import { InspectorLive, type InspectorLiveState } from "@/lib/views/inspector/live";

/**
 * Follows one inspected server's traffic and pending requests while the component is mounted:
 * the snapshot, and `refresh` to poll at once (e.g. right after a call).
 */
export function useInspectorLive(serverId: string): {
  live: InspectorLiveState;
  refresh: () => Promise<void>;
} {
  const follower = useMemo(() => new InspectorLive(browserInspectorApi, serverId), [serverId]);
  useEffect(() => {
    follower.start();
    return () => follower.stop();
  }, [follower]);
  const live = useSyncExternalStore(follower.subscribe, follower.getSnapshot, follower.getSnapshot);
  return { live, refresh: () => follower.refresh() };
}
