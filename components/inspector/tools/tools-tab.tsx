"use client";

import { clsx } from "clsx";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { ListFailure, ListLoading } from "@/components/inspector/list-status";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { inputClassName } from "@/components/ui/field";
import { errorMessage } from "@/lib/errors";
import {
  appendToolPage,
  filterTools,
  readToolPage,
  type Tool,
  toolHints,
} from "@/lib/views/inspector/tools/tools";
import { ToolCall } from "./tool-call";

type Listing =
  | { state: "loading"; tools: Tool[]; nextCursor?: string }
  | { state: "ready"; tools: Tool[]; nextCursor?: string }
  | { state: "failed"; tools: Tool[]; nextCursor?: string; message: string };

/**
 * The Tools tab: the server's tools (`tools/list`, a page at a time, searchable, with their
 * hints), and for the chosen one a generated form, the call, its progress and its result.
 */
export function ToolsTab(props: InspectorTabProps) {
  const { server, handshake, api } = props;
  const [listing, setListing] = useState<Listing>({ state: "loading", tools: [] });
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<string | null>(null);
  const searchId = useId();
  const offered = handshake.capabilities.tools !== undefined;

  const load = useCallback(
    async (cursor: string | undefined, previous: Tool[]) => {
      setListing({ state: "loading", tools: previous, ...(cursor ? { nextCursor: cursor } : {}) });
      try {
        const answer = await api.rpc(server.id, {
          method: "tools/list",
          params: cursor ? { cursor } : {},
        });
        if ("error" in answer) {
          const { code, message } = answer.error;
          setListing({
            state: "failed",
            tools: previous,
            ...(cursor ? { nextCursor: cursor } : {}),
            message: `tools/list answered JSON-RPC error ${code}: ${message}`,
          });
          return;
        }
        const page = readToolPage("result" in answer ? answer.result : undefined);
        setListing({
          state: "ready",
          tools: appendToolPage(previous, page.tools),
          ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
        });
      } catch (error) {
        setListing({
          state: "failed",
          tools: previous,
          ...(cursor ? { nextCursor: cursor } : {}),
          message: errorMessage(error),
        });
      }
    },
    [api, server.id],
  );

  useEffect(() => {
    if (offered) void load(undefined, []);
    else setListing({ state: "ready", tools: [] });
  }, [load, offered]);

  const shown = useMemo(() => filterTools(listing.tools, query), [listing.tools, query]);
  const tool = listing.tools.find((entry) => entry.name === selected);

  return (
    <div className="flex min-h-0 flex-1 flex-col md:flex-row">
      <section
        aria-labelledby="tools-heading"
        className="flex w-full shrink-0 flex-col gap-2 border-line p-3 md:w-72 md:border-r"
      >
        <div className="flex items-center gap-2">
          <h3 id="tools-heading" className="text-xs font-semibold">
            Tools
          </h3>
          <span className="text-[11px] text-muted">{listing.tools.length} listed</span>
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto"
            onClick={() => void load(undefined, [])}
            disabled={listing.state === "loading"}
          >
            Refresh
          </Button>
        </div>
        {!offered ? (
          <div className="flex flex-col gap-1 text-xs text-muted">
            <p>This server does not offer tools (no tools capability in its initialize answer).</p>
            <Button size="sm" className="self-start" onClick={() => void load(undefined, [])}>
              List anyway
            </Button>
          </div>
        ) : null}
        <label htmlFor={searchId} className="sr-only">
          Search tools
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="Search tools"
          className={inputClassName}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {listing.state === "failed" ? (
          <ListFailure
            what="tools"
            message={listing.message}
            onRetry={() => void load(listing.nextCursor, listing.tools)}
          />
        ) : null}
        {listing.state === "loading" ? <ListLoading what="tools" /> : null}
        {listing.state === "ready" && offered && listing.tools.length === 0 ? (
          <p className="text-xs text-muted">The server lists no tools.</p>
        ) : null}
        {query && shown.length === 0 && listing.tools.length > 0 ? (
          <p className="text-xs text-muted">No tool matches “{query}”.</p>
        ) : null}
        <ul aria-label="Tools" className="flex flex-col gap-1">
          {shown.map((entry) => (
            <li key={entry.name}>
              <button
                type="button"
                aria-current={entry.name === selected ? "true" : undefined}
                aria-label={entry.title ? `${entry.name} (${entry.title})` : entry.name}
                title={entry.description}
                onClick={() => setSelected(entry.name)}
                className={clsx(
                  "flex w-full cursor-pointer flex-col items-start gap-0.5 rounded-md border px-2 py-1.5 text-left",
                  entry.name === selected
                    ? "border-accent bg-accent-soft"
                    : "border-transparent hover:bg-raised",
                )}
              >
                <span className="font-mono text-xs font-semibold break-all">{entry.name}</span>
                {entry.title ? <span className="text-[11px]">{entry.title}</span> : null}
                {entry.description ? (
                  <span className="line-clamp-2 text-[11px] text-muted">{entry.description}</span>
                ) : null}
                <span className="flex flex-wrap gap-1">
                  {toolHints(entry).map((hint) => (
                    <Badge key={hint.label} tone={hint.tone} title={hint.meaning}>
                      {hint.label}
                    </Badge>
                  ))}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {listing.nextCursor && listing.state === "ready" ? (
          <Button
            size="sm"
            className="self-start"
            onClick={() => void load(listing.nextCursor, listing.tools)}
          >
            Load more
          </Button>
        ) : null}
      </section>
      <div className="min-w-0 flex-1 overflow-auto p-4">
        {tool ? (
          <ToolCall key={tool.name} tool={tool} props={props} />
        ) : (
          <p className="text-xs text-muted">Choose a tool to see its form and call it.</p>
        )}
      </div>
    </div>
  );
}
