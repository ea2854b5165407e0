import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeInspector } from "@/lib/inspector/inspector-connections";
import {
  enterTemporaryDataDirectory,
  inspectorApi,
  listServer,
  waitForPending,
} from "@/test/support/inspector-api";
import {
  type RunningServerEverything,
  startServerEverything,
} from "@/test/support/server-everything";

/**
 * The inspector over legacy HTTP+SSE, against the real server-everything in SSE mode: connect,
 * tools, resources, prompts with completion, logging, a sampling request answered by hand, and
 * the raw exchanges (the GET stream with its `endpoint` event, the POSTs) in the traffic.
 */

let server: RunningServerEverything;
let leave: () => void;
let id = "";

beforeAll(async () => {
  leave = enterTemporaryDataDirectory("loupe-inspector-sse-");
  server = await startServerEverything("sse");
  id = await listServer({ name: "everything-sse", transport: "sse", url: server.url });
});

afterAll(async () => {
  await closeInspector(id);
  await server?.stop();
  leave?.();
});

async function rpc(method: string, params?: Record<string, unknown>) {
  const { status, body } = await inspectorApi(id).rpc(params ? { method, params } : { method });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as { result?: Record<string, unknown>; error?: { message: string } };
}

describe("the inspector over legacy SSE", () => {
  it("connects and says the transport it used", async () => {
    const { status, body } = await inspectorApi(id).connect();
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.serverInfo).toMatchObject({ name: expect.any(String) });
    expect(body.transport).toBe("sse");
  });

  it("calls a tool, reads a resource, gets a prompt, completes an argument and sets the log level", async () => {
    const echoed = await rpc("tools/call", { name: "echo", arguments: { message: "over sse" } });
    expect(JSON.stringify(echoed.result)).toContain("Echo: over sse");

    const listed = await rpc("resources/list");
    const first = ((listed.result?.resources ?? []) as Array<{ uri: string }>)[0];
    expect(first?.uri).toBeTruthy();
    const read = await rpc("resources/read", { uri: first?.uri });
    expect(((read.result?.contents ?? []) as unknown[]).length).toBeGreaterThan(0);

    const prompt = await rpc("prompts/get", { name: "args-prompt", arguments: { city: "Oslo" } });
    expect(JSON.stringify(prompt.result)).toContain("Oslo");

    const completed = await rpc("completion/complete", {
      ref: { type: "ref/prompt", name: "completable-prompt" },
      argument: { name: "department", value: "Eng" },
    });
    expect(JSON.stringify(completed.result)).toContain("Engineering");

    const level = await rpc("logging/setLevel", { level: "debug" });
    expect(level.error).toBeUndefined();
  });

  it("lists templates, answers an elicitation and roots, reports progress and resource updates", async () => {
    const api = inspectorApi(id);
    const templates = await rpc("resources/templates/list");
    expect(JSON.stringify(templates.result)).toContain("demo://resource/dynamic/text/{resourceId}");

    const eliciting = api.rpc({
      method: "tools/call",
      params: { name: "trigger-elicitation-request", arguments: {} },
    });
    const elicitation = await waitForPending(api, "elicitation/create");
    await api.answer(elicitation.requestId, {
      result: { action: "accept", content: { name: "Ada over SSE" } },
    });
    expect(JSON.stringify((await eliciting).body)).toContain("Ada over SSE");

    expect(
      (await api.replaceRoots({ roots: [{ uri: "file:///tmp/sse-root", name: "sse" }] })).status,
    ).toBe(200);
    // The server asks roots/list again after the list_changed notification, a moment later.
    await expect
      .poll(async () =>
        JSON.stringify((await rpc("tools/call", { name: "get-roots-list", arguments: {} })).result),
      )
      .toContain("file:///tmp/sse-root");

    await rpc("tools/call", {
      name: "trigger-long-running-operation",
      arguments: { duration: 0.3, steps: 3 },
    });
    const uri = "demo://resource/dynamic/text/1";
    await rpc("resources/subscribe", { uri });
    await rpc("tools/call", { name: "toggle-subscriber-updates", arguments: {} });
    await expect
      .poll(
        async () => {
          const { body } = await api.traffic();
          const methods = (body.messages as Array<{ message: { method?: string } }>).map(
            (message) => message.message.method,
          );
          return ["notifications/progress", "notifications/resources/updated"].filter((method) =>
            methods.includes(method),
          );
        },
        { timeout: 15_000 },
      )
      .toEqual(["notifications/progress", "notifications/resources/updated"]);
    await rpc("tools/call", { name: "toggle-subscriber-updates", arguments: {} });
    await rpc("resources/unsubscribe", { uri });
  });

  it("lets a person answer the server's sampling request", async () => {
    const api = inspectorApi(id);
    const calling = api.rpc({
      method: "tools/call",
      params: { name: "trigger-sampling-request", arguments: { prompt: "hi", maxTokens: 20 } },
    });
    const pending = await waitForPending(api, "sampling/createMessage");
    const answered = await api.answer(pending.requestId, {
      result: {
        role: "assistant",
        content: { type: "text", text: "answered over sse" },
        model: "by-hand",
      },
    });
    expect(answered.status).toBe(200);
    const { status, body } = await calling;
    expect(status).toBe(200);
    expect(JSON.stringify(body)).toContain("answered over sse");
  });

  it("records the GET stream with its endpoint event and each POST in the traffic", async () => {
    const { body } = await inspectorApi(id).traffic();
    const exchanges = body.exchanges as Array<{
      method: string;
      responseBody?: string;
      requestBody?: string;
      exchangeId?: string;
      open?: boolean;
    }>;
    expect(
      exchanges.some(
        (exchange) =>
          exchange.method === "GET" && exchange.responseBody?.includes("event: endpoint"),
      ),
    ).toBe(true);
    expect(
      exchanges.some(
        (exchange) => exchange.method === "POST" && exchange.requestBody?.includes('"tools/call"'),
      ),
    ).toBe(true);
  });

  it("shows the GET stream open while connected, every answer that rode on it included", async () => {
    const { body } = await inspectorApi(id).traffic();
    const streams = (
      body.exchanges as Array<{
        method: string;
        responseBody?: string;
        exchangeId?: string;
        open?: boolean;
      }>
    ).filter((exchange) => exchange.method === "GET");
    expect(streams).toHaveLength(1);
    const [stream] = streams;
    expect(stream).toMatchObject({ open: true, exchangeId: expect.any(String) });
    expect(stream?.responseBody).toContain("event: endpoint");
    expect(stream?.responseBody).toContain("Echo: over sse");
    expect(stream?.responseBody).toContain("answered over sse");
  });

  it("replaces the open GET stream with its final record once the connection closes", async () => {
    const before = await inspectorApi(id).traffic();
    const open = (before.body.exchanges as Array<{ method: string; exchangeId?: string }>).find(
      (exchange) => exchange.method === "GET",
    );
    await closeInspector(id);
    await expect
      .poll(async () => {
        const { body } = await inspectorApi(id).traffic();
        return (
          body.exchanges as Array<{ method: string; exchangeId?: string; open?: boolean }>
        ).filter((exchange) => exchange.method === "GET");
      })
      .toEqual([
        expect.objectContaining({
          exchangeId: open?.exchangeId,
          responseBody: expect.stringContaining("event: endpoint"),
          durationMs: expect.any(Number),
        }),
      ]);
    const { body } = await inspectorApi(id).traffic();
    const closed = (body.exchanges as Array<{ method: string; open?: boolean }>).find(
      (exchange) => exchange.method === "GET",
    );
    expect(closed?.open).toBeUndefined();
  });
});
