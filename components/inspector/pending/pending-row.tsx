import { clsx } from "clsx";
import type { VirtualRowProps } from "@/components/ui/virtual-list";
import type { PendingRequest } from "@/lib/api/inspector";

/** How tall a row of the pending list is, in pixels (the list renders only the rows in view). */
export const PENDING_ROW_HEIGHT = 28;

/** One line of the pending list: the method, the request id and when it arrived. */
export function PendingRow({
  request,
  row,
  selected,
}: {
  request: PendingRequest;
  row: VirtualRowProps;
  selected: boolean;
}) {
  return (
    <div
      {...row}
      className={clsx(
        "flex h-7 cursor-pointer items-center gap-2 border-l-2 px-2 text-xs whitespace-nowrap",
        selected ? "border-accent bg-accent-soft" : "border-transparent hover:bg-raised",
      )}
    >
      <span className="font-mono font-semibold">{request.method}</span>
      <span className="font-mono text-muted">id {String(request.requestId)}</span>
      <time
        className="ml-auto text-[11px] text-muted"
        dateTime={new Date(request.at).toISOString()}
      >
        {new Date(request.at).toLocaleTimeString()}
      </time>
    </div>
  );
}
