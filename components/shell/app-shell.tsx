import type { ReactNode } from "react";
import { LeftRail } from "./left-rail";

/** The frame of every screen: the left rail, then the screen itself filling the window. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="grid h-dvh grid-cols-[64px_minmax(0,1fr)] bg-canvas">
      <LeftRail />
      <div className="flex min-h-0 min-w-0 flex-col">{children}</div>
    </div>
  );
}
