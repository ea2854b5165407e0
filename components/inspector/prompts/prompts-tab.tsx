"use client";

import { clsx } from "clsx";
import { useCallback, useState } from "react";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { ListChangedNotice, NotOffered } from "@/components/inspector/list-status";
import { FailureNote } from "@/components/inspector/resources/resource-failure";
import { Button } from "@/components/ui/button";
import { useListChanged } from "@/hooks/inspector/use-list-changed";
import { usePagedList } from "@/hooks/inspector/use-paged-list";
import { offersCompletion } from "@/lib/views/inspector/forms/completion";
import { type ListedPrompt, listPrompts } from "@/lib/views/inspector/prompts/prompts";
import { PromptForm } from "./prompt-form";

/**
 * The Prompts tab: the server's prompts (paginated), one prompt's arguments with completion,
 * its rendered messages, and "Use in playground".
 */
export function PromptsTab({ server, handshake, live, refresh, api }: InspectorTabProps) {
  const offered = handshake.capabilities.prompts !== undefined;
  const listChange = useListChanged(live.messages, "notifications/prompts/list_changed");
  const load = useCallback(
    async (cursor?: string) => {
      const page = await listPrompts(api, server.id, cursor);
      const items = Array.isArray(page.prompts) ? page.prompts : [];
      return page.nextCursor ? { items, nextCursor: page.nextCursor } : { items };
    },
    [api, server.id],
  );
  const prompts = usePagedList<ListedPrompt>(load, offered);
  const [selected, setSelected] = useState<ListedPrompt | null>(null);

  if (!offered) return <NotOffered title="Prompts" what="prompts" />;

  const reload = () => {
    listChange.listed();
    prompts.reload();
  };
  return (
    <div className="flex min-h-0 flex-1 gap-4 p-4 max-md:flex-col">
      <section
        aria-label="Prompt list"
        className="flex w-80 shrink-0 flex-col gap-1.5 max-md:w-full"
      >
        <div className="flex items-center gap-2">
          <h2 className="text-sm font-semibold">Prompts</h2>
          <Button size="sm" variant="ghost" className="ml-auto" onClick={reload}>
            Refresh
          </Button>
        </div>
        {listChange.changed ? (
          <ListChangedNotice what="prompt" refreshLabel="Refresh list" onRefresh={reload} />
        ) : null}
        {prompts.items.length === 0 && !prompts.loading && !prompts.error ? (
          <p className="text-xs text-muted">No prompts listed.</p>
        ) : null}
        <ul className="flex flex-col gap-1">
          {prompts.items.map((prompt) => (
            <li key={prompt.name}>
              <button
                type="button"
                aria-pressed={selected?.name === prompt.name}
                onClick={() => setSelected(prompt)}
                className={clsx(
                  "flex w-full cursor-pointer flex-col items-start rounded-md border px-2 py-1 text-left",
                  selected?.name === prompt.name
                    ? "border-accent bg-accent-soft"
                    : "border-line bg-surface hover:bg-raised",
                )}
              >
                <span className="text-xs font-medium">{prompt.title ?? prompt.name}</span>
                <span className="w-full truncate text-[11px] text-muted">
                  {prompt.name}
                  {prompt.arguments?.length
                    ? ` · ${prompt.arguments.map((argument) => argument.name).join(", ")}`
                    : ""}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {prompts.loading ? <p className="text-xs text-muted">Loading…</p> : null}
        <FailureNote message={prompts.error} />
        {prompts.nextCursor !== undefined && !prompts.loading ? (
          <Button size="sm" onClick={prompts.loadMore}>
            Load more
          </Button>
        ) : null}
      </section>
      <div className="flex min-w-0 flex-1 flex-col overflow-auto">
        {selected ? (
          <PromptForm
            key={selected.name}
            prompt={selected}
            serverId={server.id}
            api={api}
            completion={offersCompletion(handshake)}
            onSent={() => void refresh()}
          />
        ) : (
          <p className="text-xs text-muted">Pick a prompt to fill in its arguments and get it.</p>
        )}
      </div>
    </div>
  );
}
