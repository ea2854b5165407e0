import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  inspectorApi,
  type ListedServerEverything,
  listServerEverything,
  waitForPending,
} from "@/test/support/inspector-api";

/**
 * Tasks (MCP 2025-11-25, experimental) through the raw `POST /rpc` route, against the real
 * server-everything: a task-augmented `tools/call` polled with `tasks/get` and read with
 * `tasks/result`, and the server's sampling request that the inspector runs as a task of its own.
 */

interface Task {
  taskId: string;
  status: string;
  statusMessage?: string;
}

let servers: ListedServerEverything;
let stdioId = "";
let httpId = "";

beforeAll(async () => {
  servers = await listServerEverything("loupe-inspector-tasks-");
  ({ stdioId, httpId } = servers);
});

afterAll(async () => {
  await servers?.stop();
});

async function waitForStatus(
  api: ReturnType<typeof inspectorApi>,
  taskId: string,
  status: string,
): Promise<Task[]> {
  const seen: Task[] = [];
  await expect
    .poll(
      async () => {
        const { body } = await api.rpc({ method: "tasks/get", params: { taskId } });
        seen.push(body.result as Task);
        return (body.result as Task).status;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(status);
  return seen;
}

describe.each([
  ["stdio", () => stdioId],
  ["Streamable HTTP", () => httpId],
])("tasks over %s", (_transport, serverId) => {
  it("declares the tasks capability, so the server offers its task tools", async () => {
    const api = inspectorApi(serverId());
    expect((await api.connect()).status).toBe(200);
    const { body } = await api.rpc({ method: "tools/list" });
    const tools = (body.result as { tools: Array<{ name: string; execution?: unknown }> }).tools;
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining([
        "simulate-research-query",
        "trigger-sampling-request-async",
        "trigger-elicitation-request-async",
      ]),
    );
    expect(tools.find((tool) => tool.name === "simulate-research-query")?.execution).toEqual({
      taskSupport: "required",
    });
  });

  it("starts a task-augmented tools/call, polls tasks/get and reads tasks/result", async () => {
    const api = inspectorApi(serverId());
    const started = await api.rpc({
      method: "tools/call",
      params: {
        name: "simulate-research-query",
        arguments: { topic: "lenses" },
        task: { ttl: 60_000 },
      },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { task } = started.body.result as { task: Task };
    expect(task).toMatchObject({ taskId: expect.any(String), status: "working" });

    const listed = await api.rpc({ method: "tasks/list" });
    expect((listed.body.result as { tasks: Task[] }).tasks.map((item) => item.taskId)).toContain(
      task.taskId,
    );
    const seen = await waitForStatus(api, task.taskId, "completed");
    expect(seen.some((item) => item.statusMessage?.endsWith("..."))).toBe(true);

    const result = await api.rpc({ method: "tasks/result", params: { taskId: task.taskId } });
    expect(result.status).toBe(200);
    expect(JSON.stringify(result.body.result)).toContain("Research Report: lenses");
  });

  it("answers the elicitation an input_required task sends through tasks/result", async () => {
    const api = inspectorApi(serverId());
    const started = await api.rpc({
      method: "tools/call",
      params: {
        name: "simulate-research-query",
        arguments: { topic: "python", ambiguous: true },
        task: { ttl: 60_000 },
      },
    });
    const { task } = started.body.result as { task: Task };
    await waitForStatus(api, task.taskId, "input_required");
    const reading = api.rpc({ method: "tasks/result", params: { taskId: task.taskId } });
    const pending = await waitForPending(api, "elicitation/create");
    expect(JSON.stringify(pending.params)).toContain("Monty Python comedy group");
    const answered = await api.answer(pending.requestId, {
      result: { action: "accept", content: { interpretation: "comedy" } },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const { status, body } = await reading;
    expect(status, JSON.stringify(body)).toBe(200);
    expect(JSON.stringify(body.result)).toContain("Research Report: python (comedy)");
  });

  it("runs the server's task-augmented sampling request as its own task, answered by a person", async () => {
    const api = inspectorApi(serverId());
    const calling = api.rpc({
      method: "tools/call",
      params: {
        name: "trigger-sampling-request-async",
        arguments: { prompt: "Answer later", maxTokens: 30 },
      },
    });
    const pending = await waitForPending(api, "sampling/createMessage");
    expect(pending).toMatchObject({
      taskId: expect.any(String),
      params: { task: { ttl: 300_000 } },
    });
    const drafted = await api.draft(pending.requestId, { model: "demo" });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    const answered = await api.answer(pending.requestId, {
      result: {
        role: "assistant",
        content: { type: "text", text: "Answered as a task" },
        model: "a-person",
      },
    });
    expect(answered.status).toBe(200);

    const { status, body } = await calling;
    expect(status, JSON.stringify(body)).toBe(200);
    const text = JSON.stringify(body.result);
    expect(text).toContain("[COMPLETED] Async sampling completed!");
    expect(text).toContain("Answered as a task");
    const traffic = (await api.traffic()).body.messages as Array<{
      direction: string;
      message: { method?: string; result?: { task?: Task } };
    }>;
    expect(
      traffic.some(
        (item) => item.direction === "out" && item.message.result?.task?.taskId === pending.taskId,
      ),
    ).toBe(true);
    expect(
      traffic.filter((item) => item.direction === "in" && item.message.method === "tasks/get")
        .length,
    ).toBeGreaterThan(0);
  });
});

describe("tasks errors", () => {
  it("passes on the server's error for a task it does not know", async () => {
    const { status, body } = await inspectorApi(httpId).rpc({
      method: "tasks/get",
      params: { taskId: "no-such-task" },
    });
    expect(status).toBe(200);
    expect(body.error).toMatchObject({ code: -32602 });
  });
});
