"use client";

import { useState } from "react";
import { VirtualList } from "@/components/ui/virtual-list";
import { endedNote, refusedNotice } from "@/lib/views/inspector-pending-notice";
import type { InspectorTabProps } from "./inspector-tab-props";
import { PendingItem } from "./pending-item";
import { PENDING_ROW_HEIGHT, PendingRow } from "./pending-row";

/** How many of the requests that ended with their call the tab shows, newest first. */
const ENDED_SHOWN = 5;

/**
 * The Pending tab: the requests the server sent that wait for a person (sampling and
 * elicitation), oldest first, in a list that renders only the rows in view, so a flood stays
 * responsive; the selected one (the oldest at first) shows its answer form below. It also says
 * how many requests were refused because the list was full, and which ended unanswered with the
 * call that caused them. `roots/list` is answered by itself.
 */
export function PendingTab({ server, live, refresh, api }: InspectorTabProps) {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const found = live.pending.findIndex((request) => String(request.requestId) === selectedKey);
  const selectedIndex = found >= 0 ? found : live.pending.length > 0 ? 0 : -1;
  const selected = live.pending[selectedIndex];
  const refused = refusedNotice(live.refused);
  const ended = live.ended.slice(-ENDED_SHOWN).reverse();
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-auto p-4">
      <h2 className="text-sm font-semibold">Pending requests</h2>
      {live.error ? (
        <p role="alert" className="rounded-md bg-danger-soft px-2 py-1.5 text-xs text-danger">
          Could not read the pending requests: {live.error}
        </p>
      ) : null}
      {refused ? (
        <p role="status" className="rounded-md bg-warning-soft px-2 py-1.5 text-xs text-warning">
          {refused}
        </p>
      ) : null}
      {ended.length > 0 ? (
        <ul aria-label="Ended unanswered" className="flex flex-col gap-1 text-xs text-muted">
          {ended.map((request) => (
            <li key={`${String(request.requestId)}-${request.endedAt}`}>{endedNote(request)}</li>
          ))}
        </ul>
      ) : null}
      {selected === undefined ? (
        <p className="text-xs text-muted">
          Nothing waits for an answer. Requests the server sends (sampling, elicitation) appear
          here.
        </p>
      ) : (
        <>
          <VirtualList
            label="Pending requests"
            className="max-h-56 shrink-0 rounded-md border border-line"
            count={live.pending.length}
            rowHeight={PENDING_ROW_HEIGHT}
            selectedIndex={selectedIndex}
            onSelect={(index) => {
              const request = live.pending[index];
              if (request) setSelectedKey(String(request.requestId));
            }}
            renderRow={(index, row) => {
              const request = live.pending[index];
              if (!request) return null;
              return (
                <PendingRow
                  key={String(request.requestId)}
                  request={request}
                  row={row}
                  selected={index === selectedIndex}
                />
              );
            }}
          />
          <ul aria-label="Selected request" className="flex flex-col gap-3">
            <PendingItem
              key={String(selected.requestId)}
              request={selected}
              serverId={server.id}
              api={api}
              refresh={refresh}
            />
          </ul>
        </>
      )}
    </div>
  );
}
