"use client";

import { useEffect, useRef } from "react";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { isTerminalStatus, readTask, type Task } from "@/lib/views/inspector/tasks/tasks";

/** How often an unfinished task is checked (`tasks/get`) when the server names no poll interval. */
const DEFAULT_POLL_MS = 2_000;

/** Checks each unfinished task (`tasks/get`) at its poll interval while the tab is open. */
export function useUnfinishedTaskPolling(
  tasks: Task[],
  props: InspectorTabProps,
  onTask: (task: Task) => void,
) {
  const { api, server } = props;
  const latest = useRef(tasks);
  latest.current = tasks;
  const unfinished = tasks.some((task) => !isTerminalStatus(task.status));
  const interval = Math.max(
    1_000,
    Math.min(
      ...tasks
        .filter((task) => !isTerminalStatus(task.status))
        .map((task) => task.pollInterval ?? DEFAULT_POLL_MS),
      DEFAULT_POLL_MS * 5,
    ),
  );
  useEffect(() => {
    if (!unfinished) return;
    const timer = setInterval(() => {
      for (const task of latest.current) {
        if (isTerminalStatus(task.status)) continue;
        api
          .rpc(server.id, { method: "tasks/get", params: { taskId: task.taskId } })
          .then((answer) => {
            const next = "result" in answer ? readTask(answer.result) : undefined;
            if (next) onTask(next);
          })
          .catch(() => {
            // A failed check is retried at the next tick; the item's own Check shows its error.
          });
      }
    }, interval);
    return () => clearInterval(timer);
  }, [unfinished, interval, api, server.id, onTask]);
}
