import type { Metadata } from "next";
import { Suspense } from "react";
import { InspectorPage } from "@/components/inspector/inspector-page";
import { AppShell } from "@/components/shell/app-shell";

/** The tab's title. */
export const metadata: Metadata = { title: "Inspector · Loupe" };

/** The inspector: the listed MCP servers, and one of them connected, inside the app shell. */
export default function InspectorRoute() {
  return (
    <AppShell>
      <Suspense fallback={<p className="p-6 text-xs text-muted">Loading the inspector…</p>}>
        <InspectorPage />
      </Suspense>
    </AppShell>
  );
}
