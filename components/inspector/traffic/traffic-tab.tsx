"use client";

import { useId, useMemo, useState } from "react";
import { downloadJson } from "@/components/inspector/download-json";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { Button } from "@/components/ui/button";
import { inputClassName, Select } from "@/components/ui/field";
import { SuggestField } from "@/components/ui/suggest-field";
import { VirtualList } from "@/components/ui/virtual-list";
import {
  filterTraffic,
  noTrafficFilter,
  type TrafficFilter,
  trafficExport,
  trafficItems,
  trafficMethods,
} from "@/lib/views/inspector/traffic/traffic";
import { TrafficDetail } from "./traffic-detail";
import { TrafficRow } from "./traffic-row";

const ROW_HEIGHT = 24;

/**
 * The Traffic tab: every JSON-RPC message both ways, the raw HTTP exchanges, stderr and exits,
 * in order, filtered by method, direction and text. Selecting a line shows it in full and lights
 * its request or response; the page's whole traffic downloads as JSON.
 */
export function TrafficTab({ server, live }: InspectorTabProps) {
  const [filter, setFilter] = useState<TrafficFilter>(noTrafficFilter);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [jumpIndex, setJumpIndex] = useState<number | undefined>(undefined);
  const directionId = useId();
  const all = useMemo(() => trafficItems(live), [live]);
  const methods = useMemo(() => trafficMethods(all), [all]);
  const shown = useMemo(() => filterTraffic(all, filter), [all, filter]);
  const selectedIndex = shown.findIndex((item) => item.key === selectedKey);
  const selected = all.find((item) => item.key === selectedKey);
  const partnerKey = selected?.kind === "message" ? selected.partnerKey : undefined;
  const partnerHidden = partnerKey !== undefined && !shown.some((item) => item.key === partnerKey);
  const set = (patch: Partial<TrafficFilter>) =>
    setFilter((previous) => ({ ...previous, ...patch }));

  const jump = (key: string) => {
    const visible = shown.findIndex((item) => item.key === key);
    setSelectedKey(key);
    if (visible >= 0) setJumpIndex(visible);
    else {
      setFilter(noTrafficFilter);
      setJumpIndex(all.findIndex((item) => item.key === key));
    }
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex shrink-0 flex-wrap items-end gap-2 border-b border-line px-3 py-2">
        <SuggestField
          label="Method"
          value={filter.method}
          placeholder="any method"
          suggestions={methods}
          widthClassName="w-44"
          onChange={(method) => set({ method })}
        />
        <div className="flex flex-col gap-0.5 text-[11px] font-medium">
          <label htmlFor={directionId}>Direction</label>
          <Select
            id={directionId}
            compact
            value={filter.direction}
            onChange={(event) =>
              set({ direction: event.target.value as TrafficFilter["direction"] })
            }
          >
            <option value="both">both</option>
            <option value="out">out (Loupe → server)</option>
            <option value="in">in (server → Loupe)</option>
          </Select>
        </div>
        <label className="flex flex-col gap-0.5 text-[11px] font-medium">
          Search
          <input
            type="search"
            value={filter.text}
            placeholder="text in messages, headers, bodies"
            onChange={(event) => set({ text: event.target.value })}
            className={`${inputClassName} h-6 w-56 text-xs`}
          />
        </label>
        <p role="status" className="pb-1 text-[11px] text-muted">
          {shown.length === all.length
            ? `${all.length} items`
            : `${shown.length} of ${all.length} items`}
          {live.dropped > 0 ? ` (${live.dropped} oldest let go)` : ""}
        </p>
        <Button
          size="sm"
          className="ml-auto"
          disabled={all.length === 0}
          onClick={() =>
            downloadJson(`${server.name}-traffic.json`, trafficExport(server, live, new Date()))
          }
        >
          Export as JSON
        </Button>
      </div>
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)_minmax(0,1fr)] grid-rows-[minmax(0,1fr)] max-lg:grid-cols-1 max-lg:grid-rows-[minmax(0,1fr)_minmax(0,1fr)]">
        {shown.length === 0 ? (
          <p className="p-4 text-xs text-muted">
            {all.length === 0
              ? "No traffic yet: connect, or send something from another tab."
              : "Nothing matches the filters."}
          </p>
        ) : (
          <VirtualList
            label="Traffic"
            count={shown.length}
            rowHeight={ROW_HEIGHT}
            follow
            scrollToIndex={jumpIndex}
            selectedIndex={selectedIndex}
            onSelect={(index) => setSelectedKey(shown[index]?.key ?? null)}
            className="border-r border-line max-lg:border-r-0 max-lg:border-b"
            renderRow={(index, row) => {
              const item = shown[index];
              if (!item) return null;
              return (
                <TrafficRow
                  key={item.key}
                  item={item}
                  row={row}
                  selected={item.key === selectedKey}
                  partner={item.key === partnerKey}
                />
              );
            }}
          />
        )}
        <section aria-label="Selected traffic" className="min-h-0 overflow-auto">
          <TrafficDetail item={selected} partnerHidden={partnerHidden} onJump={jump} />
        </section>
      </div>
    </div>
  );
}
