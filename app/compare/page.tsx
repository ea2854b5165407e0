import type { Metadata } from "next";
import { Suspense } from "react";
import { ComparePage } from "@/components/compare/compare-page";
import { AppShell } from "@/components/shell/app-shell";

/** The tab's title. */
export const metadata: Metadata = { title: "Compare · Loupe" };

/** Compare: the same task on several models or dialects side by side, inside the app shell. */
export default function CompareRoute() {
  return (
    <AppShell>
      <Suspense fallback={<p className="p-6 text-xs text-muted">Loading Compare…</p>}>
        <ComparePage />
      </Suspense>
    </AppShell>
  );
}
