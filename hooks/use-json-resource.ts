"use client";

import { useEffect, useState } from "react";

/** A JSON resource loaded once on mount (pass a stable loader): its data, or why it failed. */
export function useJsonResource<Data>(load: () => Promise<Data>) {
  const [data, setData] = useState<Data | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);

  useEffect(() => {
    let current = true;
    load().then(
      (value) => {
        if (current) setData(value);
      },
      (reason: unknown) => {
        if (current) setError(reason);
      },
    );
    return () => {
      current = false;
    };
  }, [load]);

  return { data, error };
}
