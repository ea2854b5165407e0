"use client";

import { type ComponentType, useEffect, useState } from "react";
import { ConsoleTab } from "@/components/inspector/console/console-tab";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { LoggingTab } from "@/components/inspector/logging/logging-tab";
import { OverviewTab } from "@/components/inspector/overview-tab";
import { PendingTab } from "@/components/inspector/pending/pending-tab";
import { PromptsTab } from "@/components/inspector/prompts/prompts-tab";
import { ResourcesTab } from "@/components/inspector/resources/resources-tab";
import { RootsTab } from "@/components/inspector/roots/roots-tab";
import { TasksTab } from "@/components/inspector/tasks/tasks-tab";
import { ToolsTab } from "@/components/inspector/tools/tools-tab";
import { TrafficTab } from "@/components/inspector/traffic/traffic-tab";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { AlertIcon } from "@/components/ui/icons";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "@/components/ui/tabs";
import { useInspectorLive } from "@/hooks/inspector/use-inspector-live";
import { usePendingNotice } from "@/hooks/inspector/use-pending-notice";
import type { InspectorHandshake } from "@/lib/api/inspector";
import type { ListedServer } from "@/lib/api/servers";
import { errorMessage } from "@/lib/errors";
import { browserInspectorApi } from "@/lib/views/inspector/api";
import { serverTarget, transportLabel } from "@/lib/views/inspector/servers/server-form";
import { type InspectorTab, inspectorTabLabel, inspectorTabs } from "@/lib/views/inspector/url";

const tabComponents: Record<InspectorTab, ComponentType<InspectorTabProps>> = {
  overview: OverviewTab,
  tools: ToolsTab,
  resources: ResourcesTab,
  prompts: PromptsTab,
  pending: PendingTab,
  roots: RootsTab,
  logging: LoggingTab,
  tasks: TasksTab,
  traffic: TrafficTab,
  console: ConsoleTab,
};

/** How often the page asks again about a connection still opening (ms). */
const OPENING_RECHECK_MS = 1_000;

type Connection =
  | { state: "checking" }
  | { state: "opening" }
  | { state: "idle" }
  | { state: "connecting"; previous?: InspectorHandshake }
  | { state: "connected"; handshake: InspectorHandshake; ended?: boolean }
  | { state: "failed"; message: string; previous?: InspectorHandshake };

/**
 * One listed server: its name, transport and where it is, Connect (Reconnect once connected),
 * and once connected its tabs. It first asks the server for a connection already open (the page
 * was reloaded, or opened in another tab), and shows that one rather than offering a Connect that
 * would drop it; while one is still opening (another tab's Connect), it says "connecting…" and
 * asks again. A connection that ended says so until one is open again. A failed connect is shown
 * until the next try; a request the server sends
 * (sampling, elicitation) is announced with the way to answer it.
 */
export function ServerView({
  server,
  tab,
  onTab,
}: {
  server: ListedServer;
  tab: InspectorTab;
  onTab: (tab: InspectorTab) => void;
}) {
  const [connection, setConnection] = useState<Connection>({ state: "checking" });
  const { live, refresh } = useInspectorLive(server.id);
  useEffect(() => {
    let current = true;
    let again: ReturnType<typeof setTimeout> | undefined;
    const settle = (found: Connection) => {
      if (!current) return;
      setConnection((now) => (now.state === "checking" || now.state === "opening" ? found : now));
    };
    const look = () =>
      browserInspectorApi.connection(server.id).then(
        ({ connection: open, opening }) => {
          if (opening) {
            settle({ state: "opening" });
            again = setTimeout(look, OPENING_RECHECK_MS);
            return;
          }
          settle(
            open ? { state: "connected", handshake: open, ended: !open.open } : { state: "idle" },
          );
        },
        () => settle({ state: "idle" }),
      );
    void look();
    return () => {
      current = false;
      clearTimeout(again);
    };
  }, [server.id]);
  // A connection seen ended: each new traffic (a call reconnecting) asks whether one is open again.
  const endedSeen = connection.state === "connected" && connection.ended === true;
  const trafficSeq = live.lastSeq;
  useEffect(() => {
    if (!endedSeen || trafficSeq < 0) return;
    let current = true;
    browserInspectorApi.connection(server.id).then(
      ({ connection: open }) => {
        if (!current || !open?.open) return;
        setConnection((now) =>
          now.state === "connected" && now.ended ? { state: "connected", handshake: open } : now,
        );
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [endedSeen, trafficSeq, server.id]);
  const handshake =
    connection.state === "connected"
      ? connection.handshake
      : "previous" in connection
        ? connection.previous
        : undefined;
  const notice = usePendingNotice(live.pending);
  // Tabs stay mounted once opened, so a result or a form survives a look at Traffic; a new
  // connection starts them afresh.
  const [opened, setOpened] = useState<{ generation: number; tabs: ReadonlySet<InspectorTab> }>(
    () => ({ generation: 0, tabs: new Set([tab]) }),
  );
  useEffect(() => {
    setOpened((current) =>
      current.tabs.has(tab) ? current : { ...current, tabs: new Set([...current.tabs, tab]) },
    );
  }, [tab]);

  const connect = async () => {
    setConnection({ state: "connecting", previous: handshake });
    try {
      const answer = await browserInspectorApi.connect(server.id);
      setConnection({ state: "connected", handshake: answer });
      setOpened((current) => ({ generation: current.generation + 1, tabs: new Set([tab]) }));
    } catch (error) {
      setConnection({ state: "failed", message: errorMessage(error) });
    } finally {
      void refresh();
    }
  };

  return (
    <section aria-labelledby="server-view-heading" className="flex min-h-0 flex-1 flex-col">
      <header className="flex shrink-0 flex-wrap items-center gap-2 border-b border-line bg-surface px-4 py-2">
        <h2 id="server-view-heading" className="text-sm font-semibold">
          {server.name}
        </h2>
        <Badge>{transportLabel(server.transport)}</Badge>
        <code
          className="min-w-0 flex-1 truncate font-mono text-[11px] text-muted"
          title={serverTarget(server)}
        >
          {serverTarget(server)}
        </code>
        <span role="status" className="text-xs text-muted">
          {connectionStatus(connection)}
        </span>
        <Button
          variant={handshake ? "secondary" : "primary"}
          disabled={
            connection.state === "connecting" ||
            connection.state === "checking" ||
            connection.state === "opening"
          }
          onClick={() => void connect()}
        >
          {handshake ? "Reconnect" : "Connect"}
        </Button>
      </header>
      {connection.state === "failed" ? (
        <div
          role="alert"
          className="flex items-start gap-2 border-b border-danger/30 bg-danger-soft px-4 py-2 text-xs text-danger"
        >
          <AlertIcon width={14} height={14} className="mt-0.5 shrink-0" />
          <p className="min-w-0 font-mono whitespace-pre-wrap break-words">{connection.message}</p>
        </div>
      ) : null}
      {notice && tab !== "pending" ? (
        <div
          role="status"
          className="flex items-center gap-2 border-b border-warning/30 bg-warning-soft px-4 py-1.5 text-xs text-warning"
        >
          <span>{notice}</span>
          <Button size="sm" onClick={() => onTab("pending")}>
            Open Pending
          </Button>
        </div>
      ) : null}
      {live.error ? (
        <p className="border-b border-line px-4 py-1 text-[11px] text-danger">
          Traffic could not be read: {live.error}
        </p>
      ) : null}
      {handshake ? (
        <TabsRoot
          value={tab}
          onValueChange={(value) => onTab(value as InspectorTab)}
          className="flex min-h-0 flex-1 flex-col"
        >
          <TabsList aria-label={`${server.name} tabs`} className="overflow-x-auto bg-surface">
            {inspectorTabs.map((name) => (
              <TabsTrigger key={name} value={name}>
                {inspectorTabLabel(name)}
                {name === "pending" && live.pending.length > 0 ? (
                  <Badge tone="warning">
                    {live.pending.length}
                    <span className="sr-only"> waiting</span>
                  </Badge>
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
          {inspectorTabs.map((name) => {
            const Tab = tabComponents[name];
            return (
              <TabsContent
                key={name}
                value={name}
                forceMount
                hidden={name !== tab}
                className="overflow-auto"
              >
                {name === tab || opened.tabs.has(name) ? (
                  <Tab
                    key={opened.generation}
                    server={server}
                    handshake={handshake}
                    live={live}
                    refresh={refresh}
                    api={browserInspectorApi}
                  />
                ) : null}
              </TabsContent>
            );
          })}
        </TabsRoot>
      ) : connection.state === "idle" ? (
        <p className="p-6 text-xs text-muted">
          Press Connect to open the inspector&apos;s connection: the tools, resources, prompts and
          traffic of {server.name} appear here.
        </p>
      ) : null}
    </section>
  );
}

/** The status line beside Connect: what the connection is doing, or nothing while idle. */
function connectionStatus(connection: Connection): string {
  switch (connection.state) {
    case "checking":
      return "looking for an open connection…";
    case "connecting":
    case "opening":
      return "connecting…";
    case "connected":
      return connection.ended ? "connection ended: the next call reconnects" : "connected";
    default:
      return "";
  }
}
