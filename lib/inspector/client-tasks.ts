import { randomUUID } from "node:crypto";
import {
  ErrorCode,
  McpError,
  RELATED_TASK_META_KEY,
  type Task,
} from "@modelcontextprotocol/sdk/types.js";

/** How often the server is told to poll a task of the inspector's (ms). */
export const CLIENT_TASK_POLL_MS = 1_000;

/**
 * The most ended tasks one connection remembers for `tasks/get` and `tasks/result`; past it the
 * oldest ended ones are forgotten. Running ones are bounded by the pending list's limit.
 */
export const CLIENT_TASKS_KEPT = 100;

interface Running {
  task: Task;
  /** Settles when the task reaches a terminal status. */
  done: Promise<void>;
  result?: Record<string, unknown>;
  error?: Error;
  controller: AbortController;
  /** Forgets the ended task once its `ttl` from creation has passed. */
  expiry?: ReturnType<typeof setTimeout>;
}

const terminal = new Set<Task["status"]>(["completed", "failed", "cancelled"]);

/**
 * The server's requests the inspector runs as tasks (2025-11-25, `params.task`): a sampling or
 * elicitation request answered by a person becomes a task the server polls with `tasks/get` and
 * reads with `tasks/result`, instead of one it waits on. An ended task is forgotten once its `ttl`
 * (from creation) has passed, and past `kept` ended tasks the oldest ended ones are, so a server
 * asking for task after task cannot grow the table without bound.
 */
export class ClientTasks {
  private readonly tasks = new Map<string, Running>();

  constructor(private readonly kept: number = CLIENT_TASKS_KEPT) {}

  /**
   * Starts a task that runs `work` (it gets the task's id and an abort signal for `tasks/cancel`)
   * and answers the task as `CreateTaskResult.task` has it.
   */
  start(
    ttl: number | undefined,
    work: (taskId: string, signal: AbortSignal) => Promise<Record<string, unknown>>,
  ): Task {
    const now = new Date().toISOString();
    const task: Task = {
      taskId: randomUUID(),
      status: "working",
      ttl: ttl ?? null,
      createdAt: now,
      lastUpdatedAt: now,
      pollInterval: CLIENT_TASK_POLL_MS,
      statusMessage: "Waiting for a person to answer in Loupe's inspector.",
    };
    const controller = new AbortController();
    const entry: Running = { task, controller, done: Promise.resolve() };
    entry.done = work(task.taskId, controller.signal).then(
      (result) => {
        if (terminal.has(entry.task.status)) return;
        entry.result = result;
        this.update(entry, "completed", "Answered in Loupe's inspector.");
      },
      (error: unknown) => {
        if (terminal.has(entry.task.status)) return;
        entry.error = error instanceof Error ? error : new Error(String(error));
        this.update(entry, "failed", entry.error.message);
      },
    );
    this.tasks.set(task.taskId, entry);
    return { ...task };
  }

  /** The task's state (`tasks/get`); an unknown id is a JSON-RPC invalid-params error. */
  get(taskId: string): Task {
    return { ...this.require(taskId).task };
  }

  /** Every task, oldest first (`tasks/list`). */
  list(): Task[] {
    return [...this.tasks.values()].map((entry) => ({ ...entry.task }));
  }

  /**
   * The task's result once it ends (`tasks/result` waits for that): the answer, tagged with the
   * task; a failed or cancelled task throws the error its request would have answered.
   */
  async result(taskId: string): Promise<Record<string, unknown>> {
    const entry = this.require(taskId);
    await entry.done;
    if (entry.task.status === "completed" && entry.result) {
      const meta = (entry.result._meta ?? {}) as Record<string, unknown>;
      return { ...entry.result, _meta: { ...meta, [RELATED_TASK_META_KEY]: { taskId } } };
    }
    if (entry.task.status === "cancelled") {
      throw new McpError(ErrorCode.InvalidRequest, `Task ${taskId} was cancelled.`);
    }
    throw entry.error ?? new Error(`Task ${taskId} failed.`);
  }

  /** Cancels a task that has not ended (`tasks/cancel`); its work's signal aborts. */
  cancel(taskId: string): Task {
    const entry = this.require(taskId);
    if (terminal.has(entry.task.status)) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Cannot cancel task ${taskId}: it already ended (${entry.task.status}).`,
      );
    }
    this.update(entry, "cancelled", "Cancelled by the server.");
    entry.controller.abort("The server cancelled the task.");
    return { ...entry.task };
  }

  /** Fails every task still running (the connection closed) and forgets them all. */
  clear(why: string): void {
    for (const entry of [...this.tasks.values()]) {
      if (!terminal.has(entry.task.status)) {
        entry.error = new Error(why);
        this.update(entry, "failed", why);
        entry.controller.abort(why);
      }
      clearTimeout(entry.expiry);
    }
    this.tasks.clear();
  }

  private require(taskId: string): Running {
    const entry = this.tasks.get(taskId);
    if (!entry) throw new McpError(ErrorCode.InvalidParams, `Task not found: ${taskId}`);
    return entry;
  }

  private update(entry: Running, status: Task["status"], statusMessage: string): void {
    entry.task = {
      ...entry.task,
      status,
      statusMessage,
      lastUpdatedAt: new Date().toISOString(),
    };
    if (terminal.has(status)) this.retire(entry);
  }

  /** An ended task: forget it when its ttl has passed, and forget the oldest ended past `kept`. */
  private retire(entry: Running): void {
    const { taskId, ttl, createdAt } = entry.task;
    if (ttl !== null) {
      const left = Math.max(0, Date.parse(createdAt) + ttl - Date.now());
      entry.expiry = setTimeout(() => this.forget(taskId), left);
      entry.expiry.unref?.();
    }
    const ended = [...this.tasks.values()].filter((other) => terminal.has(other.task.status));
    for (const oldest of ended.slice(0, Math.max(0, ended.length - this.kept))) {
      this.forget(oldest.task.taskId);
    }
  }

  private forget(taskId: string): void {
    const entry = this.tasks.get(taskId);
    if (!entry) return;
    clearTimeout(entry.expiry);
    this.tasks.delete(taskId);
  }
}
