import type { ServerCapabilities, Task } from "@modelcontextprotocol/sdk/types.js";
import type { TrafficMessage } from "@/lib/api/inspector";
import { type Tool, taskSupport } from "@/lib/views/inspector/tools/tools";

export type { Task };

/** What a server's `capabilities.tasks` (2025-11-25, experimental) lets the inspector do. */
export interface TaskAbilities {
  /** The server offers tasks at all. */
  offered: boolean;
  list: boolean;
  cancel: boolean;
  /** `tools/call` may run as a task. */
  toolCalls: boolean;
}

/** Reads `capabilities.tasks`. */
export function taskAbilities(capabilities: ServerCapabilities): TaskAbilities {
  const tasks = (capabilities as { tasks?: Record<string, unknown> }).tasks;
  if (!tasks || typeof tasks !== "object")
    return { offered: false, list: false, cancel: false, toolCalls: false };
  const requests = tasks.requests as { tools?: { call?: unknown } } | undefined;
  return {
    offered: true,
    list: tasks.list !== undefined,
    cancel: tasks.cancel !== undefined,
    toolCalls: requests?.tools?.call !== undefined,
  };
}

/** Whether the Tools tab offers "run as task" for a tool: the server runs tool calls as tasks and the tool allows it. */
export function canRunAsTask(tool: Tool, capabilities: ServerCapabilities): boolean {
  return taskAbilities(capabilities).toolCalls && taskSupport(tool) !== "forbidden";
}

/** The `tools/call` params that start the call as a task, kept `ttl` ms after it ends. */
export function taskCallParams(
  name: string,
  args: unknown,
  ttl = 300_000,
): Record<string, unknown> {
  return { name, arguments: args ?? {}, task: { ttl } };
}

/** Whether a task has ended (its result, if any, can be fetched; it changes no more). */
export function isTerminalStatus(status: string): boolean {
  return status === "completed" || status === "failed" || status === "cancelled";
}

/** Reads one task from a `tasks/get` result, a `CreateTaskResult` or a status notification. */
export function readTask(value: unknown): Task | undefined {
  const record = value as Record<string, unknown> | null | undefined;
  const candidate = record && typeof record === "object" && "task" in record ? record.task : record;
  const task = candidate as Partial<Task> | null | undefined;
  if (
    !task ||
    typeof task !== "object" ||
    typeof task.taskId !== "string" ||
    typeof task.status !== "string"
  ) {
    return undefined;
  }
  const { _meta: _ignored, ...rest } = task as Partial<Task> & { _meta?: unknown };
  return rest as Task;
}

/** Reads a `tasks/list` page. */
export function readTaskPage(result: unknown): { tasks: Task[]; nextCursor?: string } {
  const record = (result ?? {}) as { tasks?: unknown; nextCursor?: unknown };
  const tasks = Array.isArray(record.tasks)
    ? record.tasks.flatMap((entry) => readTask(entry) ?? [])
    : [];
  return typeof record.nextCursor === "string" && record.nextCursor !== ""
    ? { tasks, nextCursor: record.nextCursor }
    : { tasks };
}

/**
 * Tasks known so far updated with `incoming` (a list page, a `tasks/get`): a task's newer state
 * (by `lastUpdatedAt`) replaces its older one; new tasks come first, newest created first.
 */
export function mergeTasks(known: Task[], incoming: Task[]): Task[] {
  const byId = new Map(known.map((task) => [task.taskId, task]));
  for (const task of incoming) {
    const current = byId.get(task.taskId);
    if (!current || !isOlder(task, current)) byId.set(task.taskId, task);
  }
  return [...byId.values()].sort((a, b) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
  );
}

/** The tasks as `notifications/tasks/status` in the traffic last reported them. */
export function tasksFromTraffic(messages: TrafficMessage[]): Task[] {
  const found: Task[] = [];
  for (const entry of messages) {
    if (entry.direction !== "in") continue;
    const message = entry.message as { method?: unknown; params?: unknown };
    if (message.method !== "notifications/tasks/status") continue;
    const task = readTask(message.params);
    if (task) found.push(task);
  }
  return mergeTasks([], found);
}

function isOlder(candidate: Task, current: Task): boolean {
  return candidate.lastUpdatedAt < current.lastUpdatedAt;
}
