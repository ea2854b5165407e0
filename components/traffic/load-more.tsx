"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

/**
 * Loads the next page of older captures: when the button scrolls into view, or on a press (for
 * a keyboard, or a browser without IntersectionObserver).
 */
export function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  useEffect(() => {
    const element = button.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="flex justify-center p-2">
      <Button ref={button} size="sm" onClick={onLoad} disabled={loading}>
        {loading ? "Loading…" : "Load older captures"}
      </Button>
    </div>
  );
}
