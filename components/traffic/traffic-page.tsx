"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { AuthBanner } from "@/components/playground/auth-banner";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { useTrafficRows } from "@/hooks/traffic/use-traffic-rows";
import { useTrafficUrl } from "@/hooks/traffic/use-traffic-url";
import { browserApi } from "@/lib/views/shared/browser-api";
import { countOf } from "@/lib/views/shared/format";
import { upstreamsSeen } from "@/lib/views/traffic/filter";
import { groupConversations, shownRowOrder, type TrafficEntry } from "@/lib/views/traffic/groups";
import { selectionAfterDelete } from "@/lib/views/traffic/selection";
import { focusTrafficRow } from "./focus-row";
import { LoadMore } from "./load-more";
import { TrafficDetail } from "./traffic-detail";
import { TrafficTable } from "./traffic-table";
import { TrafficToolbar } from "./traffic-toolbar";

/**
 * The Traffic screen: every exchange through the proxy (and every import) in a live network
 * table, filtered and grouped into the agents' conversations, with the selected capture
 * (`?capture=<id>`) read beside it.
 */
export function TrafficPage() {
  const url = useTrafficUrl();
  const { query, source, upstream, errorsOnly } = url;
  const filters = useMemo(
    () => ({ query, source, upstream, errorsOnly }),
    [query, source, upstream, errorsOnly],
  );
  const traffic = useTrafficRows(filters);
  const [authenticated, setAuthenticated] = useState<boolean | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(url.captureId);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  useEffect(() => {
    browserApi.auth().then(
      (answer) => setAuthenticated(answer.authenticated),
      () => setAuthenticated(null),
    );
  }, []);

  const { rows } = traffic;
  const entries = useMemo<TrafficEntry[]>(
    () => (url.grouped ? groupConversations(rows) : rows.map((row) => ({ kind: "single", row }))),
    [rows, url.grouped],
  );
  const order = useMemo(() => shownRowOrder(entries, collapsed), [entries, collapsed]);
  const upstreams = useMemo(() => upstreamsSeen(traffic.rows), [traffic.rows]);
  const openRow = traffic.rows.find((row) => row.id === url.captureId);
  const revision = openRow ? `${openRow.status}:${openRow.durationMs !== null}` : "unlisted";

  const { update } = url;
  const open = useCallback(
    (id: string | null) => update({ captureId: id, lane: "sse" }, "push"),
    [update],
  );
  const toggleGroup = useCallback((id: string) => {
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const confirmDelete = (id: string) => {
    const next = selectionAfterDelete(
      order.map((row) => row.id),
      id,
    );
    traffic.remove(id);
    setSelectedId(next);
    if (url.captureId === id) open(null);
    // After the dialog has closed and handed the focus back.
    if (next !== null) requestAnimationFrame(() => focusTrafficRow(next));
  };

  const total = traffic.rows.length;
  const filtering = query !== "" || source !== "all" || upstream !== "" || errorsOnly;
  const summary = errorsOnly ? countOf(total, "failed exchange") : countOf(total, "capture");

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex h-11 shrink-0 items-center gap-3 border-b border-line bg-surface px-4">
        <h1 className="text-sm font-semibold">Traffic</h1>
        <span className="h-4 w-px bg-line" aria-hidden="true" />
        <span className="truncate text-xs text-muted">
          Every exchange through the proxy, live (/api/proxy/&lt;upstream&gt;/…)
        </span>
      </header>
      {authenticated === false ? <AuthBanner /> : null}
      <TrafficToolbar
        filters={filters}
        grouped={url.grouped}
        upstreams={upstreams}
        feed={traffic.feed}
        summary={summary}
        onChange={(changes) => update(changes)}
        onGroupedChange={(grouped) => update({ grouped })}
      />
      {traffic.error ? (
        <p role="alert" className="border-b border-line px-3 py-1.5 text-xs text-danger">
          {traffic.error}
        </p>
      ) : null}
      <div className="flex min-h-0 flex-1 max-lg:flex-col">
        <div className="min-h-0 min-w-0 flex-1 overflow-auto">
          {rows.length === 0 && !traffic.loading ? (
            <p className="p-4 text-xs text-muted">
              {total === 0 && !filtering
                ? "No captures yet: point an agent at /api/proxy/<upstream> and its requests appear here as they stream."
                : "Nothing matches the filters."}
            </p>
          ) : (
            <TrafficTable
              entries={entries}
              order={order}
              openId={url.captureId}
              selectedId={selectedId}
              collapsed={collapsed}
              onSelect={setSelectedId}
              onOpen={open}
              onDelete={setPendingDelete}
              onToggleGroup={toggleGroup}
            />
          )}
          {traffic.hasMore ? (
            <LoadMore loading={traffic.loading} onLoad={traffic.loadMore} />
          ) : null}
        </div>
        {url.captureId ? (
          <div className="flex min-h-0 min-w-0 flex-1 border-l border-line max-lg:border-t max-lg:border-l-0">
            <TrafficDetail
              id={url.captureId}
              revision={revision}
              lane={url.lane}
              onLaneChange={(lane) => update({ lane })}
              onSelect={(id) => {
                setSelectedId(id);
                open(id);
              }}
              onClose={() => open(null)}
              onDelete={setPendingDelete}
            />
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(next) => {
          if (!next) setPendingDelete(null);
        }}
        title="Delete this capture?"
        description={`${pendingDelete ?? ""} and everything recorded with it goes, for good.`}
        confirmLabel="Delete"
        onConfirm={() => {
          if (pendingDelete) confirmDelete(pendingDelete);
        }}
      />
    </div>
  );
}
