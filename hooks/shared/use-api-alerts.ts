"use client";

import { useCallback, useRef, useState } from "react";
import { errorMessage } from "@/lib/errors";
import { type AlertCause, alertCause, withoutResolved } from "@/lib/views/shared/alert-causes";
import { ApiError } from "@/lib/views/shared/api-client";

/** One error the API answered (or the network caused), as the alert region shows it. */
export interface ApiAlert {
  id: number;
  code: string;
  message: string;
  /** What the person was doing, e.g. "Step" or "Save observation". */
  action: string;
  /** What the alert is about: the alert goes when this cause is resolved (see `alert-causes`). */
  cause: AlertCause;
}

let nextAlertId = 1;

/**
 * The errors to show in the alert region: every failed API call lands here until dismissed or
 * until its cause goes away (`resolve`, fed by `useAlertResolution`). `sessionId` is the open
 * session, so an alert about a Step names the session it failed in.
 */
export function useApiAlerts(sessionId: string | null = null) {
  const [alerts, setAlerts] = useState<ApiAlert[]>([]);
  const sessionRef = useRef(sessionId);
  sessionRef.current = sessionId;

  const report = useCallback((error: unknown, action: string, cause?: AlertCause) => {
    const code = error instanceof ApiError ? error.code : "client:error";
    const message = errorMessage(error);
    const status = error instanceof ApiError ? error.status : undefined;
    const key = cause ?? alertCause({ action, status, sessionId: sessionRef.current });
    setAlerts((current) => {
      const duplicate = current.some(
        (alert) => alert.code === code && alert.message === message && alert.action === action,
      );
      if (duplicate) return current;
      return [...current, { id: nextAlertId++, code, message, action, cause: key }].slice(-5);
    });
  }, []);

  const dismiss = useCallback((id: number) => {
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);

  const resolve = useCallback((causes: readonly AlertCause[]) => {
    if (causes.length > 0) setAlerts((current) => withoutResolved(current, causes));
  }, []);

  const clear = useCallback(() => setAlerts([]), []);

  return { alerts, report, dismiss, resolve, clear };
}
