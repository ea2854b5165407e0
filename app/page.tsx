import { Suspense } from "react";
import { Playground } from "@/components/playground/playground";
import { AppShell } from "@/components/shell/app-shell";

/** The home page: the playground, inside the app shell. */
export default function HomePage() {
  return (
    <AppShell>
      <Suspense fallback={<p className="p-6 text-xs text-muted">Loading the playground…</p>}>
        <Playground />
      </Suspense>
    </AppShell>
  );
}
