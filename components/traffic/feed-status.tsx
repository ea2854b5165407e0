import { clsx } from "clsx";
import type { FeedStatus } from "@/hooks/traffic/use-capture-feed";

const looks: Record<FeedStatus, { label: string; dot: string; title: string }> = {
  connecting: { label: "connecting", dot: "bg-faint", title: "Opening the live feed of captures" },
  live: { label: "live", dot: "bg-success", title: "New captures appear as they stream" },
  reconnecting: {
    label: "reconnecting",
    dot: "bg-warning",
    title: "The live feed dropped; trying again. Reload the page to see what came meanwhile.",
  },
};

/** A small dot and word saying whether the table follows the live feed of captures. */
export function FeedStatusIndicator({ status }: { status: FeedStatus }) {
  const look = looks[status];
  return (
    <span
      role="status"
      aria-label={`Live feed: ${look.label}`}
      title={look.title}
      className="inline-flex items-center gap-1.5 text-[11px] text-muted"
    >
      <span className={clsx("size-2 rounded-full", look.dot)} aria-hidden="true" />
      {look.label}
    </span>
  );
}
