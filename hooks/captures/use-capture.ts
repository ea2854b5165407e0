"use client";

import { useEffect, useState } from "react";
import type { CaptureView } from "@/lib/api/captures";
import { browserCapturesApi } from "@/lib/views/captures/api";

/** A capture as the reader holds it: loading, read, or the error that stopped it. */
export type CaptureLoad =
  | { state: "loading" }
  | { state: "ready"; capture: CaptureView }
  | { state: "failed"; error: unknown };

/** Loads capture `id` once (a capture never changes); a new id loads anew. */
export function useCapture(id: string): CaptureLoad {
  const [load, setLoad] = useState<CaptureLoad & { id: string }>({ id, state: "loading" });
  useEffect(() => {
    let current = true;
    browserCapturesApi.getCapture(id).then(
      (capture) => {
        if (current) setLoad({ id, state: "ready", capture });
      },
      (error: unknown) => {
        if (current) setLoad({ id, state: "failed", error });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);
  return load.id === id ? load : { state: "loading" };
}
