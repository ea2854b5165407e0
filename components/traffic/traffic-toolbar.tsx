"use client";

import { useId } from "react";
import { inputClassName, Select } from "@/components/ui/field";
import { SuggestField } from "@/components/ui/suggest-field";
import type { FeedStatus } from "@/hooks/traffic/use-capture-feed";
import {
  captureExportPath,
  type TrafficFilters,
  type TrafficSourceFilter,
} from "@/lib/views/traffic/url";
import { FeedStatusIndicator } from "./feed-status";

const linkClassName =
  "inline-flex h-6 items-center rounded-md border border-line-strong bg-surface px-2 text-xs font-medium text-ink hover:bg-raised";

/**
 * The Traffic table's filters (search, source, upstream, errors only), the flat or grouped view,
 * the live feed's state and the export links, which carry the filters the server applies.
 */
export function TrafficToolbar({
  filters,
  grouped,
  upstreams,
  feed,
  summary,
  onChange,
  onGroupedChange,
}: {
  filters: TrafficFilters;
  grouped: boolean;
  upstreams: string[];
  feed: FeedStatus;
  summary: string;
  onChange: (changes: Partial<TrafficFilters>) => void;
  onGroupedChange: (grouped: boolean) => void;
}) {
  const sourceId = useId();
  return (
    <search
      aria-label="Filter captures"
      className="flex shrink-0 flex-wrap items-end gap-2 border-b border-line px-3 py-2"
    >
      <label className="flex flex-col gap-0.5 text-[11px] font-medium">
        Search
        <input
          type="search"
          value={filters.query}
          placeholder="method, path, upstream, model"
          onChange={(event) => onChange({ query: event.target.value })}
          className={`${inputClassName} h-6 w-56 text-xs`}
        />
      </label>
      <div className="flex flex-col gap-0.5 text-[11px] font-medium">
        <label htmlFor={sourceId}>Source</label>
        <Select
          id={sourceId}
          compact
          value={filters.source}
          onChange={(event) => onChange({ source: event.target.value as TrafficSourceFilter })}
        >
          <option value="all">all</option>
          <option value="proxy">proxy</option>
          <option value="import">import</option>
        </Select>
      </div>
      <SuggestField
        label="Upstream"
        value={filters.upstream}
        placeholder="any upstream"
        suggestions={upstreams}
        widthClassName="w-36"
        onChange={(upstream) => onChange({ upstream })}
      />
      <label className="flex items-center gap-1.5 pb-1 text-xs">
        <input
          type="checkbox"
          checked={filters.errorsOnly}
          onChange={(event) => onChange({ errorsOnly: event.target.checked })}
        />
        Errors only
      </label>
      <label className="flex items-center gap-1.5 pb-1 text-xs">
        <input
          type="checkbox"
          checked={grouped}
          onChange={(event) => onGroupedChange(event.target.checked)}
        />
        Group by conversation
      </label>
      <p className="pb-1 text-[11px] text-muted">{summary}</p>
      <div className="ml-auto flex items-center gap-2 pb-0.5">
        <FeedStatusIndicator status={feed} />
        <a className={linkClassName} href={captureExportPath(filters, "har")} download>
          Export HAR
        </a>
        <a className={linkClassName} href={captureExportPath(filters, "jsonl")} download>
          Export JSONL
        </a>
      </div>
    </search>
  );
}
