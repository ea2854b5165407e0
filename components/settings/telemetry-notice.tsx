"use client";

import { useEffect, useState } from "react";
import { fetchTelemetryStatus, telemetryNotice } from "@/lib/views/settings/telemetry";

/** A line in the Settings header when trace export is on: where traces go, and any spans lost. */
export function TelemetryNotice() {
  const [notice, setNotice] = useState<string | undefined>(undefined);
  useEffect(() => {
    fetchTelemetryStatus((input, init) => globalThis.fetch(input, init)).then(
      (status) => setNotice(telemetryNotice(status)),
      () => setNotice(undefined),
    );
  }, []);
  if (!notice) return null;
  return (
    <output className="truncate text-xs text-muted" title={notice}>
      {notice}
    </output>
  );
}
