"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ProviderListAnswer } from "@/lib/api/providers";
import { errorMessage } from "@/lib/errors";
import { browserProvidersApi } from "@/lib/views/settings/api";

/**
 * The provider list and presets of `GET /api/providers`, loaded on mount: `reload` asks again
 * (after an add, edit or delete) and keeps the last list until the answer comes; a failure is
 * `error`, in the API's words.
 */
export function useProviders() {
  const [list, setList] = useState<ProviderListAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    latest.current += 1;
    const request = latest.current;
    setLoading(true);
    try {
      const answer = await browserProvidersApi.list();
      if (request !== latest.current) return;
      setList(answer);
      setError(null);
    } catch (failure) {
      if (request !== latest.current) return;
      setError(errorMessage(failure));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return {
    providers: list?.providers ?? [],
    presets: list?.presets ?? [],
    loading,
    error,
    reload,
  };
}
