"use client";

import { Fragment, type KeyboardEvent } from "react";
import type { CaptureListItem } from "@/lib/api/captures";
import type { TrafficEntry } from "@/lib/views/traffic/groups";
import { isSelectionKey, moveSelection } from "@/lib/views/traffic/selection";
import { ConversationHeader } from "./conversation-header";
import { focusTrafficRow } from "./focus-row";
import { TrafficTableRow, trafficColumns } from "./traffic-table-row";

/**
 * The network table: one line per capture, flat or under its conversation's header. Arrow keys,
 * Home and End move the selection, Enter opens the selected capture, Delete asks to delete it.
 */
export function TrafficTable({
  entries,
  order,
  openId,
  selectedId,
  collapsed,
  onSelect,
  onOpen,
  onDelete,
  onToggleGroup,
}: {
  entries: TrafficEntry[];
  /** The rows in the order shown, for the arrow keys. */
  order: CaptureListItem[];
  openId: string | null;
  selectedId: string | null;
  collapsed: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
  onToggleGroup: (id: string) => void;
}) {
  const shown = (id: string | null) => id !== null && order.some((row) => row.id === id);
  const focusable = shown(selectedId)
    ? selectedId
    : shown(openId)
      ? openId
      : (order[0]?.id ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, id: string) => {
    if (isSelectionKey(event.key)) {
      event.preventDefault();
      const next = moveSelection(
        order.map((row) => row.id),
        id,
        event.key,
      );
      if (next === null) return;
      onSelect(next);
      focusTrafficRow(next);
    } else if (event.key === "Enter") {
      event.preventDefault();
      onOpen(id);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      onDelete(id);
    }
  };

  const line = (row: CaptureListItem, nested: boolean) => (
    <TrafficTableRow
      key={row.id}
      row={row}
      nested={nested}
      open={row.id === openId}
      selected={row.id === focusable}
      onOpen={(id) => {
        onSelect(id);
        onOpen(id);
      }}
      onKeyDown={onKeyDown}
    />
  );

  return (
    <table aria-label="Captures" className="w-full border-collapse">
      <thead className="sticky top-0 z-10 bg-surface">
        <tr className="border-b border-line-strong text-left text-[11px] text-muted">
          {trafficColumns.map((column) => (
            <th key={column} scope="col" className="px-2 py-1 font-medium whitespace-nowrap">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) =>
          entry.kind === "single" ? (
            line(entry.row, false)
          ) : (
            <Fragment key={entry.id}>
              <ConversationHeader
                group={entry}
                collapsed={collapsed.has(entry.id)}
                onToggle={onToggleGroup}
              />
              {collapsed.has(entry.id) ? null : entry.rows.map((row) => line(row, true))}
            </Fragment>
          ),
        )}
      </tbody>
    </table>
  );
}
