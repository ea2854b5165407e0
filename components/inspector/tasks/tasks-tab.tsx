"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { ListFailure, ListLoading } from "@/components/inspector/list-status";
import { Button } from "@/components/ui/button";
import { useUnfinishedTaskPolling } from "@/hooks/inspector/use-unfinished-task-polling";
import { errorMessage } from "@/lib/errors";
import {
  mergeTasks,
  readTaskPage,
  type Task,
  taskAbilities,
  tasksFromTraffic,
} from "@/lib/views/inspector/tasks/tasks";
import { TaskItem } from "./tasks-tab-item";
import { StartTask } from "./tasks-tab-start";

/**
 * The Tasks tab (2025-11-25, experimental): when the server offers tasks, its tasks
 * (`tasks/list`, status notifications, `tasks/get` while unfinished), starting a tool call as a
 * task, fetching a result and cancelling; otherwise it says the server offers none.
 */
export function TasksTab(props: InspectorTabProps) {
  const { server, handshake, live, api } = props;
  const abilities = taskAbilities(handshake.capabilities);
  const [known, setKnown] = useState<Task[]>([]);
  const [listing, setListing] = useState<
    { state: "idle" | "loading" } | { state: "failed"; message: string }
  >({ state: "idle" });
  const [nextCursor, setNextCursor] = useState<string | undefined>();
  const tasks = useMemo(
    () => mergeTasks(known, tasksFromTraffic(live.messages)),
    [known, live.messages],
  );
  const onTask = useCallback(
    (task: Task) => setKnown((previous) => mergeTasks(previous, [task])),
    [],
  );

  const list = useCallback(
    async (cursor?: string) => {
      setListing({ state: "loading" });
      try {
        const answer = await api.rpc(server.id, {
          method: "tasks/list",
          params: cursor ? { cursor } : {},
        });
        if ("error" in answer) {
          setListing({
            state: "failed",
            message: `tasks/list answered JSON-RPC error ${answer.error.code}: ${answer.error.message}`,
          });
          return;
        }
        const page = readTaskPage("result" in answer ? answer.result : undefined);
        setKnown((previous) => mergeTasks(previous, page.tasks));
        setNextCursor(page.nextCursor);
        setListing({ state: "idle" });
      } catch (error) {
        setListing({ state: "failed", message: errorMessage(error) });
      }
    },
    [api, server.id],
  );

  useEffect(() => {
    if (abilities.list) void list();
  }, [abilities.list, list]);

  useUnfinishedTaskPolling(tasks, props, onTask);

  if (!abilities.offered) {
    return (
      <section aria-labelledby="tasks-heading" className="flex flex-col gap-2 p-4">
        <h3 id="tasks-heading" className="text-xs font-semibold">
          Tasks
        </h3>
        <p className="text-xs text-muted">
          {server.name} offers no tasks: its initialize answer has no tasks capability (tasks are
          experimental, protocol 2025-11-25).
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="tasks-heading" className="flex flex-col gap-3 p-4">
      <div className="flex items-center gap-2">
        <h3 id="tasks-heading" className="text-xs font-semibold">
          Tasks
        </h3>
        <span className="text-[11px] text-muted">experimental · {tasks.length} known</span>
        {abilities.list ? (
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto"
            onClick={() => void list()}
            disabled={listing.state === "loading"}
          >
            Refresh
          </Button>
        ) : null}
      </div>
      {!abilities.list ? (
        <p className="text-xs text-muted">
          The server does not list its tasks (no tasks.list); tasks started here are shown.
        </p>
      ) : null}
      {abilities.toolCalls ? <StartTask props={props} onTask={onTask} /> : null}
      {listing.state === "failed" ? (
        <ListFailure what="tasks" message={listing.message} onRetry={() => void list()} />
      ) : null}
      {listing.state === "loading" ? <ListLoading what="tasks" /> : null}
      {tasks.length === 0 && listing.state !== "loading" ? (
        <p className="text-xs text-muted">No tasks yet.</p>
      ) : null}
      <ul aria-label="Tasks" className="flex flex-col gap-2">
        {tasks.map((task) => (
          <TaskItem
            key={task.taskId}
            task={task}
            canCancel={abilities.cancel}
            props={props}
            onTask={onTask}
          />
        ))}
      </ul>
      {nextCursor ? (
        <Button size="sm" className="self-start" onClick={() => void list(nextCursor)}>
          Load more
        </Button>
      ) : null}
    </section>
  );
}
