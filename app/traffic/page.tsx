import type { Metadata } from "next";
import { Suspense } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { TrafficPage } from "@/components/traffic/traffic-page";

/** The tab's title. */
export const metadata: Metadata = { title: "Traffic · Loupe" };

/** Traffic: the proxy's exchanges, live, in a network table, inside the app shell. */
export default function TrafficRoute() {
  return (
    <AppShell>
      <Suspense fallback={<p className="p-6 text-xs text-muted">Loading traffic…</p>}>
        <TrafficPage />
      </Suspense>
    </AppShell>
  );
}
