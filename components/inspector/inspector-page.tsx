"use client";

import { useEffect, useState } from "react";
import { AuthBanner } from "@/components/playground/auth-banner";
import { useInspectorServers } from "@/hooks/inspector/use-inspector-servers";
import { useInspectorUrl } from "@/hooks/inspector/use-inspector-url";
import { browserApi } from "@/lib/views/shared/browser-api";
import { ServerListSidebar } from "./servers/server-list-sidebar";
import { ServerView } from "./servers/server-view";

/**
 * The inspector screen: the listed servers beside one selected server (`?server=`), its view
 * on the tab named by `?tab=`.
 */
export function InspectorPage() {
  const url = useInspectorUrl();
  const list = useInspectorServers();
  const [authenticated, setAuthenticated] = useState<boolean | null>(null);
  useEffect(() => {
    browserApi.auth().then(
      (answer) => setAuthenticated(answer.authenticated),
      () => setAuthenticated(null),
    );
  }, []);
  const selected = list.servers.find((server) => server.id === url.serverId);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex h-11 shrink-0 items-center gap-3 border-b border-line bg-surface px-4">
        <h1 className="text-sm font-semibold">Inspector</h1>
        {selected ? (
          <>
            <span className="h-4 w-px bg-line" aria-hidden="true" />
            <span className="truncate text-xs text-muted">{selected.name}</span>
          </>
        ) : null}
      </header>
      {authenticated === false ? <AuthBanner /> : null}
      <div className="flex min-h-0 flex-1 max-md:flex-col">
        <ServerListSidebar
          servers={list.servers}
          loading={list.loading}
          loadError={list.error}
          selectedId={url.serverId}
          onSelect={(id) => url.update({ serverId: id, tab: "overview" }, "push")}
          onChanged={(selectId) => {
            void list.reload();
            if (selectId) url.update({ serverId: selectId, tab: "overview" }, "push");
          }}
        />
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">
          {selected ? (
            <ServerView
              key={selected.id}
              server={selected}
              tab={url.tab}
              onTab={(tab) => url.update({ tab })}
            />
          ) : (
            <p className="p-6 text-xs text-muted">
              {url.serverId && !list.loading
                ? `No listed server has the id ${url.serverId}: it may have been deleted. Pick one from the list.`
                : "Pick a server from the list, or add one, then press Connect."}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
