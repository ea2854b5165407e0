"use client";

import { useCallback, useEffect, useState } from "react";
import type { ListedServer } from "@/lib/api/servers";
import { errorMessage } from "@/lib/errors";
import { browserInspectorApi } from "@/lib/views/inspector/api";

/** The listed servers, loaded once and again on `reload`; a failed load is kept as its message. */
export function useInspectorServers() {
  const [servers, setServers] = useState<ListedServer[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await browserInspectorApi.listServers();
      setServers(answer.servers);
      setError(null);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { servers, loading, error, reload };
}
