import type { ReactNode } from "react";
import { LeftRail } from "./left-rail";

/**
 * The frame of every screen: the left rail (a top bar below 768 px), then the screen itself, the
 * page's `main` landmark, filling the rest of the window without sideways scrolling.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="grid h-dvh grid-cols-[64px_minmax(0,1fr)] bg-canvas max-md:grid-cols-[minmax(0,1fr)] max-md:grid-rows-[auto_minmax(0,1fr)]">
      <LeftRail />
      <main className="flex min-h-0 min-w-0 flex-col overflow-hidden">{children}</main>
    </div>
  );
}
