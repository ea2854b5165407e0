"use client";

import type { InspectorTabProps } from "./inspector-tab-props";
import { PendingItem } from "./pending-item";

/**
 * The Pending tab: the requests the server sent that wait for a person (sampling and
 * elicitation), oldest first, each with its answer form. `roots/list` is answered by itself.
 */
export function PendingTab({ server, live, refresh, api }: InspectorTabProps) {
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-auto p-4">
      <h2 className="text-sm font-semibold">Pending requests</h2>
      {live.error ? (
        <p role="alert" className="rounded-md bg-danger-soft px-2 py-1.5 text-xs text-danger">
          Could not read the pending requests: {live.error}
        </p>
      ) : null}
      {live.pending.length === 0 ? (
        <p className="text-xs text-muted">
          Nothing waits for an answer. Requests the server sends (sampling, elicitation) appear
          here.
        </p>
      ) : (
        <ul aria-label="Pending requests" className="flex flex-col gap-3">
          {live.pending.map((request) => (
            <PendingItem
              key={String(request.requestId)}
              request={request}
              serverId={server.id}
              api={api}
              refresh={refresh}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
