import { describe, expect, it } from "vitest";
import type { TrafficMessage } from "@/lib/api/inspector";
import {
  canRunAsTask,
  isTerminalStatus,
  mergeTasks,
  readTask,
  readTaskPage,
  type Task,
  taskAbilities,
  taskCallParams,
  tasksFromTraffic,
} from "./tasks";

const task = (
  taskId: string,
  status: Task["status"],
  lastUpdatedAt: string,
  createdAt = "2025-01-01T00:00:00Z",
): Task => ({
  taskId,
  status,
  ttl: 1000,
  createdAt,
  lastUpdatedAt,
});

describe("taskAbilities", () => {
  it("says when a server offers no tasks", () => {
    expect(taskAbilities({ tools: {} })).toEqual({
      offered: false,
      list: false,
      cancel: false,
      toolCalls: false,
    });
  });

  it("reads list, cancel and tool calls", () => {
    expect(taskAbilities({ tasks: { list: {} } } as never)).toEqual({
      offered: true,
      list: true,
      cancel: false,
      toolCalls: false,
    });
  });

  it("offers run-as-task only when the server and the tool both allow it", () => {
    const capabilities = { tasks: { requests: { tools: { call: {} } } } } as never;
    const optional = {
      name: "t",
      inputSchema: { type: "object" as const },
      execution: { taskSupport: "optional" as const },
    };
    expect(canRunAsTask(optional, capabilities)).toBe(true);
    expect(canRunAsTask({ ...optional, execution: {} }, capabilities)).toBe(false);
    expect(canRunAsTask(optional, {})).toBe(false);
  });
});

describe("reading tasks", () => {
  it("reads a task from a CreateTaskResult, a tasks/get result or a notification, dropping _meta", () => {
    const plain = task("a", "working", "t1");
    expect(readTask({ task: plain })).toEqual(plain);
    expect(readTask({ ...plain, _meta: { x: 1 } })).toEqual(plain);
    expect(readTask({ taskId: 1 })).toBeUndefined();
    expect(readTask(null)).toBeUndefined();
  });

  it("reads a tasks/list page", () => {
    expect(
      readTaskPage({ tasks: [task("a", "working", "t1"), { nope: true }], nextCursor: "n" }),
    ).toEqual({
      tasks: [task("a", "working", "t1")],
      nextCursor: "n",
    });
  });

  it("builds the params that start a tool call as a task", () => {
    expect(taskCallParams("research", { topic: "x" }, 5)).toEqual({
      name: "research",
      arguments: { topic: "x" },
      task: { ttl: 5 },
    });
    expect(isTerminalStatus("working")).toBe(false);
    expect(isTerminalStatus("cancelled")).toBe(true);
  });
});

describe("mergeTasks and tasksFromTraffic", () => {
  it("keeps each task's newest state, newest created first", () => {
    const merged = mergeTasks(
      [
        task("a", "completed", "2025-01-01T00:00:09Z"),
        task("b", "working", "2025-01-01T00:00:01Z", "2025-01-02T00:00:00Z"),
      ],
      [
        task("a", "working", "2025-01-01T00:00:02Z"),
        task("b", "completed", "2025-01-01T00:00:05Z", "2025-01-02T00:00:00Z"),
      ],
    );
    expect(merged.map((entry) => [entry.taskId, entry.status])).toEqual([
      ["b", "completed"],
      ["a", "completed"],
    ]);
  });

  it("follows notifications/tasks/status in the traffic", () => {
    const traffic: TrafficMessage[] = [
      {
        seq: 1,
        at: 1,
        direction: "in",
        message: { method: "notifications/tasks/status", params: task("a", "working", "t1") },
      },
      {
        seq: 2,
        at: 2,
        direction: "out",
        message: { method: "notifications/tasks/status", params: task("z", "working", "t1") },
      },
      {
        seq: 3,
        at: 3,
        direction: "in",
        message: { method: "notifications/tasks/status", params: task("a", "completed", "t2") },
      },
    ];
    expect(tasksFromTraffic(traffic)).toEqual([task("a", "completed", "t2")]);
  });
});
