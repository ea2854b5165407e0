"use client";

import { useEffect, useState } from "react";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { VirtualList } from "@/components/ui/virtual-list";
import type { PendingRequest } from "@/lib/api/inspector";
import {
  endedNote,
  refusedNotice,
  samePendingRequest,
  selectionGoneNote,
} from "@/lib/views/inspector/pending/notice";
import { PendingItem } from "./pending-item";
import { PENDING_ROW_HEIGHT, PendingRow } from "./pending-row";

/** How many of the requests that ended with their call the tab shows, newest first. */
const ENDED_SHOWN = 5;

/**
 * The Pending tab: the requests the server sent that wait for a person (sampling and
 * elicitation), oldest first, in a list that renders only the rows in view, so a flood stays
 * responsive; the selected one (the oldest at first) shows its answer form below, and stays
 * selected as others come and go: when it leaves the list, a status line says so and no other
 * is chosen for the person, so nothing typed is lost to a silent switch. It also says
 * how many requests were refused because the list was full, and which ended unanswered with the
 * call that caused them. `roots/list` is answered by itself.
 */
export function PendingTab({ server, live, refresh, api }: InspectorTabProps) {
  const [chosen, setChosen] = useState<PendingRequest | null>(null);
  const [answeredHere, setAnsweredHere] = useState<PendingRequest | null>(null);
  const first = live.pending[0];
  const present = chosen
    ? live.pending.findIndex((request) => samePendingRequest(request, chosen))
    : -1;
  // The oldest is shown until the person picks one, and again once they answered theirs here:
  // nothing they typed is lost then. A pick that left the list otherwise stays, and says so.
  const followsOldest =
    chosen === null ||
    (present < 0 && answeredHere !== null && samePendingRequest(chosen, answeredHere));
  useEffect(() => {
    if (followsOldest && first && (chosen === null || !samePendingRequest(chosen, first))) {
      setChosen(first);
    }
  }, [followsOldest, first, chosen]);
  const selectedIndex = followsOldest ? (first ? 0 : -1) : present;
  const selected = live.pending[selectedIndex];
  const gone =
    chosen !== null && !followsOldest && present < 0 ? selectionGoneNote(chosen, live.ended) : null;
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
      {gone ? (
        <p role="status" className="rounded-md bg-sunken px-2 py-1.5 text-xs">
          {gone}
        </p>
      ) : null}
      {live.pending.length === 0 ? (
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
              if (request) setChosen(request);
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
          {selected ? (
            <ul aria-label="Selected request" className="flex flex-col gap-3">
              <PendingItem
                key={`${String(selected.requestId)}@${selected.at}`}
                request={selected}
                serverId={server.id}
                api={api}
                refresh={refresh}
                onAnswered={() => setAnsweredHere(selected)}
              />
            </ul>
          ) : null}
        </>
      )}
    </div>
  );
}
