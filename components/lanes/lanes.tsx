"use client";

import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "@/components/ui/tabs";
import { useLaneLinks } from "@/hooks/lanes/use-lane-links";
import type { DialectId } from "@/lib/dialects";
import type { TurnView } from "@/lib/views/playground/conversation/turn-view";
import { assembledTextOffset } from "./assembled-text-offset";
import { LaneEmpty } from "./lane-empty";
import { ParsedLane } from "./parsed-lane";
import { RawSseLane } from "./raw-sse-lane";
import { RequestLane, type RequestView } from "./request-lane";

/** The lanes every page shows, in this order around the page's own lane: Raw SSE, Parsed, …, Request. */
export type SharedLaneId = "sse" | "parsed" | "request";

/** The lane a page adds between Parsed and Request (the playground's JSON-RPC, a capture's Answer). */
export interface OwnLane<L extends string> {
  id: L;
  /** The tab's text (and badge). */
  trigger: ReactNode;
  content: ReactNode;
}

/** A lane tab keeps to one line, a little tighter in a narrow pane. */
const laneTabClass = "shrink-0 whitespace-nowrap @max-sm:px-1.5";

/**
 * One turn seen as Raw SSE, Parsed, the page's own lane and its Request: the one lanes component
 * the playground and the captures page both draw. Raw SSE and Parsed are linked both ways
 * (`useLaneLinks`): a lit action lights the SSE lines that carried it, a selected SSE line marks
 * the text its item carried in the Parsed lane, and a click on a character of the assembled text
 * selects the SSE item that carried it.
 */
export function Lanes<L extends string>({
  label,
  header,
  className,
  view,
  empty,
  lane,
  onLaneChange,
  ownLane,
  actionLit,
  onToggleAction,
  streaming,
  parsedCount = 0,
  parsedAfter,
  noRequest,
  requestViews,
  dialect,
}: {
  /** The accessible name of the row of tabs. */
  label: string;
  /** Drawn above the tabs (the playground's turn picker). */
  header?: ReactNode;
  className?: string;
  /** The turn shown; null shows `empty` in every lane. */
  view: TurnView | null;
  empty?: ReactNode;
  lane: SharedLaneId | L;
  onLaneChange: (lane: SharedLaneId | L) => void;
  ownLane: OwnLane<L>;
  actionLit: boolean;
  onToggleAction: () => void;
  /** The turn is still arriving. */
  streaming: boolean;
  /** A count shown on the Parsed tab when above zero (a capture's actions). */
  parsedCount?: number;
  /** Drawn in the Parsed lane after the parsed answer. */
  parsedAfter?: ReactNode;
  /** Shown in the Request lane instead, when there is no request to show. */
  noRequest?: ReactNode;
  /** Views of the request beside its body, which the Request lane toggles between. */
  requestViews?: RequestView[];
  /** The dialect the turn's answer was read in (unknown: read as the host's XML). */
  dialect?: DialectId | undefined;
}) {
  const links = useLaneLinks(view, actionLit);
  const laneIds: ReadonlyArray<SharedLaneId | L> = ["sse", "parsed", ownLane.id, "request"];
  return (
    <section
      aria-label="Lanes"
      className={clsx("flex min-h-0 min-w-0 flex-col bg-surface", className)}
    >
      {header}
      <TabsRoot
        value={lane}
        onValueChange={(value) => {
          const next = laneIds.find((id) => id === value);
          if (next) onLaneChange(next);
        }}
        className="flex min-h-0 flex-1 flex-col"
      >
        {/* In a narrow pane the tabs read "SSE" and "RPC" (their names stay whole) and the row
            scrolls rather than wrap; they never squeeze into two lines. */}
        <TabsList aria-label={label} className="overflow-x-auto">
          <TabsTrigger value="sse" className={laneTabClass}>
            <span>
              <span className="@max-sm:sr-only">Raw </span>SSE
            </span>
            {view ? <Badge>{view.sseLines.length}</Badge> : null}
          </TabsTrigger>
          <TabsTrigger value="parsed" className={laneTabClass}>
            Parsed{parsedCount > 0 ? <Badge>{parsedCount}</Badge> : null}
          </TabsTrigger>
          <TabsTrigger value={ownLane.id} className={laneTabClass}>
            {ownLane.trigger}
          </TabsTrigger>
          <TabsTrigger value="request" className={laneTabClass}>
            Request
          </TabsTrigger>
        </TabsList>
        {view ? (
          <>
            <TabsContent value="sse" className="flex flex-col">
              <RawSseLane
                lines={view.sseLines}
                deltas={view.deltas}
                chunks={view.chunks}
                itemCount={view.sseItemCount}
                highlighted={links.highlighted}
                streaming={streaming}
                selected={links.selected}
                carried={links.carried}
                actionName={view.action?.name}
                onSelect={links.select}
                onShowParsed={() => onLaneChange("parsed")}
              />
            </TabsContent>
            <TabsContent
              value="parsed"
              className="overflow-auto"
              onClick={(event) => {
                // A click on the assembled text selects the SSE item that carried that character.
                const offset = assembledTextOffset(event);
                if (offset !== undefined) links.selectAtOffset(offset);
              }}
            >
              <ParsedLane
                view={view}
                lit={actionLit}
                litLineCount={links.litLineCount}
                carried={links.carried}
                onToggleAction={onToggleAction}
                onShowRawSse={() => onLaneChange("sse")}
                onClearSseSelection={links.clear}
                onSelectSseItem={(sseSeq) => links.select({ sseSeq, index: 0 })}
                dialect={dialect}
              />
              {parsedAfter}
            </TabsContent>
            <TabsContent value={ownLane.id} className="overflow-auto">
              {ownLane.content}
            </TabsContent>
            <TabsContent value="request" className="overflow-auto">
              {noRequest ?? <RequestLane request={view.request} views={requestViews} />}
            </TabsContent>
          </>
        ) : (
          laneIds.map((id) => (
            <TabsContent key={id} value={id}>
              <LaneEmpty>{empty}</LaneEmpty>
            </TabsContent>
          ))
        )}
      </TabsRoot>
    </section>
  );
}
