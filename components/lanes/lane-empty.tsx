import type { ReactNode } from "react";

/** What a lane says when it has nothing to show yet. */
export function LaneEmpty({ children }: { children: ReactNode }) {
  return <p className="px-4 py-8 text-center text-xs text-muted">{children}</p>;
}
