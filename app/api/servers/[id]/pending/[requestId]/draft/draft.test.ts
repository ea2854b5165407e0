import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFailingModelServer } from "@/test/support/failing-model-server";
import {
  inspectorApi,
  type ListedServerEverything,
  listServerEverything,
  waitForPending,
} from "@/test/support/inspector-api";
import { startScriptedModelServer } from "@/test/support/scripted-model-server";

/**
 * `POST /api/servers/:id/pending/:requestId/draft` against the real server-everything's
 * `trigger-sampling-request`: a model proposes the answer, the person sends it (or answers by
 * hand when the model fails); nothing reaches the server until they do.
 */

let servers: ListedServerEverything;
let stdioId = "";
let httpId = "";
const savedEnvironment = { ...process.env };

beforeAll(async () => {
  servers = await listServerEverything("loupe-inspector-draft-");
  ({ stdioId, httpId } = servers);
});

afterEach(async () => {
  // A failed test must not leave a request pending for the next one to find.
  for (const id of [stdioId, httpId]) {
    const api = inspectorApi(id);
    for (const item of (await api.pending()).body.pending ?? []) {
      await api.answer(item.requestId, { error: { code: -1, message: "left over" } });
    }
  }
  for (const name of ["OPENAI_BASE_URL", "OPENAI_MODEL", "OPENAI_API_KEY"]) {
    if (savedEnvironment[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnvironment[name];
  }
});

afterAll(async () => {
  await servers?.stop();
});

function useOpenAiCompatible(baseUrl: string, model: string): void {
  process.env.OPENAI_BASE_URL = baseUrl;
  process.env.OPENAI_MODEL = model;
  delete process.env.OPENAI_API_KEY;
}

function triggerSampling(api: ReturnType<typeof inspectorApi>, prompt: string) {
  return api.rpc({
    method: "tools/call",
    params: { name: "trigger-sampling-request", arguments: { prompt, maxTokens: 42 } },
  });
}

describe.each([
  ["stdio", () => stdioId],
  ["Streamable HTTP", () => httpId],
])("drafting a sampling answer over %s", (_transport, serverId) => {
  it("drafts a plain answer with the demo model offline, sends nothing, and the approved draft answers the tool", async () => {
    const api = inspectorApi(serverId());
    const calling = triggerSampling(api, "Write a haiku about the sea");
    const pending = await waitForPending(api, "sampling/createMessage");

    const { status, body } = await api.draft(pending.requestId, { model: "demo" });
    expect(status, JSON.stringify(body)).toBe(200);
    const draft = body.result as { content: { text: string } };
    expect(draft).toMatchObject({
      role: "assistant",
      content: { type: "text", text: expect.any(String) },
      model: "demo",
      stopReason: expect.stringMatching(/^(endTurn|maxTokens)$/),
    });
    expect(draft.content.text.startsWith("Sea, softly\n")).toBe(true);
    expect(draft.content.text).not.toContain("<");
    expect((await api.pending()).body.pending).toHaveLength(1);

    const edited = { ...draft, content: { type: "text", text: "Approved after an edit" } };
    expect((await api.answer(pending.requestId, { result: edited })).status).toBe(200);
    const answered = await calling;
    expect(answered.status).toBe(200);
    expect(JSON.stringify(answered.body.result)).toContain("Approved after an edit");
  });
});

describe("drafting with an OpenAI-compatible model", () => {
  it("sends the request's system prompt, messages, maxTokens and temperature to the model", async () => {
    const model = await startScriptedModelServer(["Hello from the scripted model"]);
    useOpenAiCompatible(model.baseUrl, "scripted");
    const api = inspectorApi(httpId);
    const calling = triggerSampling(api, "Greet the inspector");
    try {
      const pending = await waitForPending(api, "sampling/createMessage");
      const { status, body } = await api.draft(pending.requestId, { model: "openai:scripted" });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.result).toEqual({
        role: "assistant",
        content: { type: "text", text: "Hello from the scripted model" },
        model: "scripted",
        stopReason: "endTurn",
      });
      const sent = model.requests[0] as {
        model: string;
        messages: Array<{ role: string; content: string }>;
        temperature?: number;
      };
      expect(sent.model).toBe("scripted");
      expect(sent.messages[0]).toEqual({
        role: "system",
        content: "You are a helpful test server.",
      });
      expect(sent.messages[1]?.role).toBe("user");
      expect(sent.messages[1]?.content).toContain("Greet the inspector");
      expect(sent.temperature).toBe(0.7);
      expect(JSON.stringify(sent)).toContain("42");
      expect((await api.answer(pending.requestId, { result: body.result })).status).toBe(200);
      expect(JSON.stringify((await calling).body)).toContain("Hello from the scripted model");
    } finally {
      await model.close();
    }
  });

  it("says why a model that errors mid-stream failed, and keeps the request pending", async () => {
    const model = await startFailingModelServer({
      errorMessage: "The model overloaded mid-answer",
    });
    useOpenAiCompatible(model.baseUrl, "flaky");
    const api = inspectorApi(httpId);
    const calling = triggerSampling(api, "Fail me");
    try {
      const pending = await waitForPending(api, "sampling/createMessage");
      const { status, body } = await api.draft(pending.requestId, { model: "openai:flaky" });
      expect(status).toBe(502);
      expect(body.error?.code).toBe("model:stream_failed");
      expect(body.error?.message).toContain('Model "openai:flaky"');
      expect(body.error?.message).toContain("The model overloaded mid-answer");
      expect(body.error?.message).toContain("still pending");
      expect(model.requestCount()).toBe(1);
      expect((await api.pending()).body.pending).toEqual([
        expect.objectContaining({ requestId: pending.requestId }),
      ]);
      const byHand = {
        role: "assistant",
        content: { type: "text", text: "Answered by hand instead" },
        model: "a-person",
      };
      expect((await api.answer(pending.requestId, { result: byHand })).status).toBe(200);
      expect(JSON.stringify((await calling).body)).toContain("Answered by hand instead");
    } finally {
      await model.close();
    }
  });
});

describe("draft refusals", () => {
  it("refuses to draft an elicitation request with 400", async () => {
    const api = inspectorApi(httpId);
    const calling = api.rpc({
      method: "tools/call",
      params: { name: "trigger-elicitation-request", arguments: {} },
    });
    const pending = await waitForPending(api, "elicitation/create");
    const { status, body } = await api.draft(pending.requestId, { model: "demo" });
    expect(status).toBe(400);
    expect(body.error?.code).toBe("request:invalid");
    expect(body.error?.message).toContain("is elicitation/create, not sampling/createMessage");
    await api.answer(pending.requestId, { result: { action: "decline" } });
    expect((await calling).status).toBe(200);
  });

  it("says so when the model's answer breaks off", async () => {
    const model = await startFailingModelServer({ cut: true });
    useOpenAiCompatible(model.baseUrl, "cut");
    const api = inspectorApi(stdioId);
    const calling = triggerSampling(api, "Cut me off");
    try {
      const pending = await waitForPending(api, "sampling/createMessage");
      const { status, body } = await api.draft(pending.requestId, { model: "openai:cut" });
      expect(status).toBe(502);
      expect(body.error?.message).toContain("broke off");
      expect((await api.pending()).body.pending).toHaveLength(1);
      await api.answer(pending.requestId, { error: { code: -1, message: "no model today" } });
      expect(JSON.stringify((await calling).body)).toContain("no model today");
    } finally {
      await model.close();
    }
  });

  it("answers 400 model:not_found for an unknown model, and keeps the request pending", async () => {
    const api = inspectorApi(httpId);
    const calling = triggerSampling(api, "unknown model");
    const pending = await waitForPending(api, "sampling/createMessage");
    const { status, body } = await api.draft(pending.requestId, { model: "no-such-model" });
    expect(status).toBe(400);
    expect(body.error?.code).toBe("model:not_found");
    expect(body.error?.message).toContain('Unknown model "no-such-model"');
    expect((await api.pending()).body.pending).toHaveLength(1);
    await api.answer(pending.requestId, { error: { code: -1, message: "no" } });
    await calling;
  });

  it("answers 404 for a request id that is not pending, and 400 for a bad body", async () => {
    const api = inspectorApi(httpId);
    const missing = await api.draft("no-such-request", { model: "demo" });
    expect(missing.status).toBe(404);
    expect(missing.body.error?.code).toBe("pending:not_found");
    for (const [requestBody, expected] of [
      [{}, "model"],
      [{ model: "" }, "model is empty"],
      [{ model: "demo", extra: 1 }, "extra"],
    ] as const) {
      const { status, body } = await api.draft("1", requestBody);
      expect(status).toBe(400);
      expect(body.error?.message).toContain(expected);
    }
    const unknown = await inspectorApi("no-such-server").draft("1", { model: "demo" });
    expect(unknown.body.error?.code).toBe("server:not_found");
  });
});
