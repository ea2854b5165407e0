"use client";

import { clsx } from "clsx";
import { type ReactNode, useCallback, useState } from "react";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { ListChangedNotice, NotOffered } from "@/components/inspector/list-status";
import { Button } from "@/components/ui/button";
import { useListChanged } from "@/hooks/inspector/use-list-changed";
import { type PagedList, usePagedList } from "@/hooks/inspector/use-paged-list";
import { offersCompletion } from "@/lib/views/inspector/forms/completion";
import {
  type ListedResource,
  type ListedResourceTemplate,
  listResources,
  listResourceTemplates,
} from "@/lib/views/inspector/resources/api";
import { FailureNote } from "./resource-failure";
import { ResourceReader } from "./resource-reader";
import { ResourceTemplateForm } from "./resource-template-form";

type Selection =
  | { kind: "resource"; uri: string }
  | { kind: "template"; template: ListedResourceTemplate }
  | null;

/**
 * The Resources tab: the server's resources and templates (paginated), a resource read with
 * its subscription, a template's variables with completion, and a refresh offer when the
 * server says its list changed.
 */
export function ResourcesTab(props: InspectorTabProps) {
  const { server, handshake, live, api } = props;
  const offered = handshake.capabilities.resources !== undefined;
  const listChange = useListChanged(live.messages, "notifications/resources/list_changed");
  const loadResources = useCallback(
    (cursor?: string) => listResources(api, server.id, cursor),
    [api, server.id],
  );
  const loadTemplates = useCallback(
    (cursor?: string) => listResourceTemplates(api, server.id, cursor),
    [api, server.id],
  );
  const resources = usePagedList(loadResources, offered);
  const templates = usePagedList(loadTemplates, offered);
  const [selection, setSelection] = useState<Selection>(null);
  const [readUri, setReadUri] = useState<string | null>(null);

  if (!offered) return <NotOffered title="Resources" what="resources" />;

  const refreshLists = () => {
    listChange.listed();
    resources.reload();
    templates.reload();
  };
  const shownUri = selection?.kind === "resource" ? selection.uri : readUri;

  return (
    <div className="flex min-h-0 flex-1 gap-4 p-4 max-md:flex-col">
      <div className="flex w-80 shrink-0 flex-col gap-3 max-md:w-full">
        <div className="flex items-center gap-2">
          <h2 className="text-sm font-semibold">Resources</h2>
          <Button size="sm" variant="ghost" className="ml-auto" onClick={refreshLists}>
            Refresh
          </Button>
        </div>
        {listChange.changed ? (
          <ListChangedNotice
            what="resource"
            refreshLabel="Refresh lists"
            onRefresh={refreshLists}
          />
        ) : null}
        <ListSection
          title="Resources"
          list={resources}
          empty="No resources listed."
          keyOf={(resource) => resource.uri}
          render={(resource: ListedResource) => (
            <ItemButton
              selected={selection?.kind === "resource" && selection.uri === resource.uri}
              onClick={() => {
                setSelection({ kind: "resource", uri: resource.uri });
                setReadUri(null);
              }}
              title={resource.title ?? resource.name}
              detail={resource.uri}
            />
          )}
        />
        <ListSection
          title="Templates"
          list={templates}
          empty="No resource templates listed."
          keyOf={(template) => template.uriTemplate}
          render={(template: ListedResourceTemplate) => (
            <ItemButton
              selected={
                selection?.kind === "template" &&
                selection.template.uriTemplate === template.uriTemplate
              }
              onClick={() => {
                setSelection({ kind: "template", template });
                setReadUri(null);
              }}
              title={template.title ?? template.name}
              detail={template.uriTemplate}
            />
          )}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4 overflow-auto">
        {selection === null ? (
          <p className="text-xs text-muted">
            Pick a resource to read it, or a template to fill in its variables.
          </p>
        ) : null}
        {selection?.kind === "template" ? (
          <ResourceTemplateForm
            key={selection.template.uriTemplate}
            template={selection.template}
            serverId={server.id}
            api={api}
            completion={offersCompletion(handshake)}
            onRead={setReadUri}
          />
        ) : null}
        {shownUri ? <ResourceReader key={shownUri} uri={shownUri} {...props} /> : null}
      </div>
    </div>
  );
}

function ListSection<Item>({
  title,
  list,
  empty,
  keyOf,
  render,
}: {
  title: string;
  list: PagedList<Item>;
  empty: string;
  keyOf: (item: Item) => string;
  render: (item: Item) => ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-1.5">
      <h3 className="text-[11px] font-semibold tracking-wider text-muted uppercase">{title}</h3>
      {list.items.length === 0 && !list.loading && !list.error ? (
        <p className="text-xs text-muted">{empty}</p>
      ) : null}
      <ul className="flex flex-col gap-1">
        {list.items.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      {list.loading ? <p className="text-xs text-muted">Loading…</p> : null}
      <FailureNote message={list.error} />
      {list.nextCursor !== undefined && !list.loading ? (
        <Button size="sm" onClick={list.loadMore}>
          Load more
        </Button>
      ) : null}
    </section>
  );
}

function ItemButton({
  selected,
  onClick,
  title,
  detail,
}: {
  selected: boolean;
  onClick: () => void;
  title: string;
  detail: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={clsx(
        "flex w-full cursor-pointer flex-col items-start rounded-md border px-2 py-1 text-left",
        selected ? "border-accent bg-accent-soft" : "border-line bg-surface hover:bg-raised",
      )}
    >
      <span className="text-xs font-medium">{title}</span>
      <span className="w-full truncate font-mono text-[11px] text-muted">{detail}</span>
    </button>
  );
}
