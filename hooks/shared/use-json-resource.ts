"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A JSON resource loaded on mount (pass a stable loader): its data, or why it failed. `reload`
 * asks again; the last data stays until the new answer arrives, and only the latest answer counts.
 */
export function useJsonResource<Data>(load: () => Promise<Data>) {
  const [data, setData] = useState<Data | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const latestRequest = useRef(0);

  const reload = useCallback(() => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    load().then(
      (value) => {
        if (request !== latestRequest.current) return;
        setData(value);
        setError(undefined);
      },
      (reason: unknown) => {
        if (request === latestRequest.current) setError(reason);
      },
    );
  }, [load]);

  useEffect(() => {
    reload();
    return () => {
      latestRequest.current += 1;
    };
  }, [reload]);

  return { data, error, reload };
}
