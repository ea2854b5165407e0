"use client";

import { useCallback, useState } from "react";
import { ApiError } from "@/lib/views/api-client";

/** One error the API answered (or the network caused), as the alert region shows it. */
export interface ApiAlert {
  id: number;
  code: string;
  message: string;
  /** What the person was doing, e.g. "Step" or "Save observation". */
  action: string;
}

let nextAlertId = 1;

/** The errors to show in the alert region: every failed API call lands here until dismissed. */
export function useApiAlerts() {
  const [alerts, setAlerts] = useState<ApiAlert[]>([]);

  const report = useCallback((error: unknown, action: string) => {
    const code = error instanceof ApiError ? error.code : "client:error";
    const message = error instanceof Error ? error.message : String(error);
    setAlerts((current) => {
      const duplicate = current.some(
        (alert) => alert.code === code && alert.message === message && alert.action === action,
      );
      if (duplicate) return current;
      return [...current, { id: nextAlertId++, code, message, action }].slice(-5);
    });
  }, []);

  const dismiss = useCallback((id: number) => {
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);

  const clear = useCallback(() => setAlerts([]), []);

  return { alerts, report, dismiss, clear };
}
