import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClientTasks } from "@/lib/inspector/client-tasks";

/** A promise and the functions that settle it. */
function deferred<Value>() {
  let resolve!: (value: Value) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<Value>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe("ClientTasks", () => {
  it("starts a working task and completes it with the work's result, tagged with the task", async () => {
    const tasks = new ClientTasks();
    const work = deferred<Record<string, unknown>>();
    const task = tasks.start(60_000, () => work.promise);
    expect(task).toMatchObject({ status: "working", ttl: 60_000, pollInterval: 1_000 });
    expect(tasks.list()).toEqual([task]);
    const reading = tasks.result(task.taskId);
    work.resolve({ role: "assistant", content: { type: "text", text: "hi" }, model: "m" });
    expect(await reading).toEqual({
      role: "assistant",
      content: { type: "text", text: "hi" },
      model: "m",
      _meta: { "io.modelcontextprotocol/related-task": { taskId: task.taskId } },
    });
    expect(tasks.get(task.taskId).status).toBe("completed");
  });

  it("fails a task whose work fails, and tasks/result answers that error", async () => {
    const tasks = new ClientTasks();
    const task = tasks.start(undefined, async () => {
      throw new Error("the person declined");
    });
    expect(task.ttl).toBeNull();
    await expect(tasks.result(task.taskId)).rejects.toThrow("the person declined");
    expect(tasks.get(task.taskId)).toMatchObject({
      status: "failed",
      statusMessage: "the person declined",
    });
  });

  it("cancels a running task, aborting its work, and refuses to cancel it twice", async () => {
    const tasks = new ClientTasks();
    let aborted: AbortSignal | undefined;
    const task = tasks.start(1_000, (_taskId, signal) => {
      aborted = signal;
      return new Promise((_resolve, reject) =>
        signal.addEventListener("abort", () => reject(new Error("aborted"))),
      );
    });
    expect(tasks.cancel(task.taskId).status).toBe("cancelled");
    expect(aborted?.aborted).toBe(true);
    await expect(tasks.result(task.taskId)).rejects.toThrow("was cancelled");
    expect(() => tasks.cancel(task.taskId)).toThrow("already ended (cancelled)");
  });

  it("answers an invalid-params error for an unknown task", () => {
    const tasks = new ClientTasks();
    expect(() => tasks.get("nope")).toThrow(McpError);
    expect(() => tasks.get("nope")).toThrow("Task not found: nope");
  });

  it("fails and forgets every running task when cleared", async () => {
    const tasks = new ClientTasks();
    const task = tasks.start(1_000, (_taskId, signal) => {
      return new Promise((_resolve, reject) =>
        signal.addEventListener("abort", () => reject(new Error("aborted"))),
      );
    });
    const reading = tasks.result(task.taskId);
    tasks.clear("closed");
    await expect(reading).rejects.toThrow("closed");
    expect(tasks.list()).toEqual([]);
  });

  describe("bounds", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("forgets an ended task once its ttl from creation has passed, not a running one", async () => {
      vi.useFakeTimers();
      const tasks = new ClientTasks();
      const ended = tasks.start(5_000, async () => ({ answered: true }));
      const running = tasks.start(5_000, () => new Promise(() => {}));
      await tasks.result(ended.taskId);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(tasks.list().map((task) => task.taskId)).toEqual([ended.taskId, running.taskId]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(tasks.list().map((task) => task.taskId)).toEqual([running.taskId]);
      expect(() => tasks.get(ended.taskId)).toThrow(`Task not found: ${ended.taskId}`);
    });

    it("keeps at most `kept` ended tasks, forgetting the oldest ended ones first", async () => {
      const tasks = new ClientTasks(2);
      const running = tasks.start(undefined, () => new Promise(() => {}));
      const ids: string[] = [];
      for (let index = 0; index < 5; index += 1) {
        const task = tasks.start(undefined, async () => ({ index }));
        await tasks.result(task.taskId);
        ids.push(task.taskId);
      }
      expect(tasks.list().map((task) => task.taskId)).toEqual([running.taskId, ...ids.slice(3)]);
    });
  });
});
