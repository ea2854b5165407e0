import { clsx } from "clsx";
import type { KeyboardEvent } from "react";
import type { CaptureListItem } from "@/lib/api/captures";
import { formatClock } from "@/lib/views/inspector/traffic/traffic";
import { agentName } from "@/lib/views/traffic/agent";
import { durationCell, sizeCell, statusCell, tokensCell } from "@/lib/views/traffic/cells";

const statusTones = {
  pending: "text-accent",
  success: "text-success",
  danger: "text-danger font-semibold",
  neutral: "text-muted",
} as const;

const cellClassName = "px-2 py-1 whitespace-nowrap";

/** The table's column headings, in the order each row fills them. */
export const trafficColumns = [
  "Time",
  "Agent",
  "Method",
  "Path",
  "Model",
  "Status",
  "TTFB",
  "Duration",
  "Tokens in / out",
  "Size sent / received",
] as const;

/**
 * One capture as a line of the network table: `selected` is the keyboard's selection (arrow
 * keys), `open` the capture shown in the detail pane.
 */
export function TrafficTableRow({
  row,
  open,
  selected,
  nested,
  onOpen,
  onKeyDown,
}: {
  row: CaptureListItem;
  open: boolean;
  selected: boolean;
  nested: boolean;
  onOpen: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, id: string) => void;
}) {
  const status = statusCell(row);
  return (
    <tr
      data-capture-id={row.id}
      aria-selected={selected}
      aria-current={open ? "true" : undefined}
      tabIndex={selected ? 0 : -1}
      onClick={() => onOpen(row.id)}
      onKeyDown={(event) => onKeyDown(event, row.id)}
      className={clsx(
        "cursor-pointer border-b border-line text-xs focus-visible:-outline-offset-2",
        open ? "bg-accent-soft" : selected ? "bg-raised" : "hover:bg-raised",
      )}
    >
      <td
        className={clsx(
          cellClassName,
          "font-mono text-[11px] text-muted tabular-nums",
          nested && "pl-6",
        )}
      >
        {formatClock(row.startedAt)}
      </td>
      <td className={cellClassName} title={row.userAgent ?? undefined}>
        {agentName(row.userAgent)}
      </td>
      <td className={clsx(cellClassName, "font-mono")}>{row.method ?? "—"}</td>
      <td
        className={clsx(cellClassName, "max-w-64 truncate font-mono")}
        title={row.path ?? undefined}
      >
        {row.path ?? (row.source === "import" ? "imported" : "—")}
      </td>
      <td className={clsx(cellClassName, "max-w-48 truncate font-mono")} title={row.model}>
        {row.model || "—"}
      </td>
      <td
        className={clsx(cellClassName, "font-mono", statusTones[status.tone])}
        title={status.description}
      >
        {status.text}
      </td>
      <td className={clsx(cellClassName, "text-right tabular-nums")}>{durationCell(row.ttfbMs)}</td>
      <td className={clsx(cellClassName, "text-right tabular-nums")}>
        {durationCell(row.durationMs)}
      </td>
      <td className={clsx(cellClassName, "text-right tabular-nums")}>{tokensCell(row.usage)}</td>
      <td className={clsx(cellClassName, "text-right tabular-nums")}>
        {sizeCell(row.requestBytes, row.responseBytes)}
      </td>
    </tr>
  );
}
