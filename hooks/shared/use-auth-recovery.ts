"use client";

import { useEffect } from "react";

/** How often the page asks again whether it holds the token, while it does not. */
const recheckEveryMs = 3_000;

/**
 * While this browser lacks the token, asks again every few seconds and whenever the page gets
 * the focus back, so the "Not connected" banner (and the alerts it caused) go away as soon as the
 * link from the terminal was opened, in this tab or another.
 */
export function useAuthRecovery(authenticated: boolean | undefined, recheck: () => void): void {
  useEffect(() => {
    if (authenticated !== false) return;
    const timer = setInterval(recheck, recheckEveryMs);
    const onVisible = () => {
      if (document.visibilityState === "visible") recheck();
    };
    window.addEventListener("focus", recheck);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", recheck);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [authenticated, recheck]);
}
