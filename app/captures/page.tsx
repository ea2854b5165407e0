import type { Metadata } from "next";
import { Suspense } from "react";
import { CapturesPage } from "@/components/captures/captures-page";
import { AppShell } from "@/components/shell/app-shell";

/** The tab's title. */
export const metadata: Metadata = { title: "Captures · Loupe" };

/** Captures: import a raw model stream and read it with the playground's lanes, inside the app shell. */
export default function CapturesRoute() {
  return (
    <AppShell>
      <Suspense fallback={<p className="p-6 text-xs text-muted">Loading captures…</p>}>
        <CapturesPage />
      </Suspense>
    </AppShell>
  );
}
