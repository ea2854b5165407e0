import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  inspectorApi,
  type ListedServerEverything,
  listServerEverything,
  waitForPending,
} from "@/test/support/inspector-api";

/**
 * Server-initiated requests through the inspector's routes, against the real server-everything:
 * its sampling and elicitation tools wait on a pending item a person answers; `roots/list` is
 * answered from the roots given at connect.
 */

let servers: ListedServerEverything;
let stdioId = "";
let httpId = "";

beforeAll(async () => {
  servers = await listServerEverything("loupe-inspector-pending-");
  ({ stdioId, httpId } = servers);
});

afterAll(async () => {
  await servers?.stop();
});

const samplingAnswer = {
  role: "assistant",
  content: { type: "text", text: "Answered by hand in Loupe" },
  model: "a-person",
  stopReason: "endTurn",
};

describe.each([
  ["stdio", () => stdioId],
  ["Streamable HTTP", () => httpId],
])("pending requests over %s", (_transport, serverId) => {
  it("lists a sampling request and feeds the answer back into the tool's result", async () => {
    const api = inspectorApi(serverId());
    expect((await api.connect()).status).toBe(200);
    const calling = api.rpc({
      method: "tools/call",
      params: { name: "trigger-sampling-request", arguments: { prompt: "Say hi", maxTokens: 20 } },
    });
    const pending = await waitForPending(api, "sampling/createMessage");
    expect(pending.params).toMatchObject({ maxTokens: 20, systemPrompt: expect.any(String) });
    expect(JSON.stringify(pending.params.messages)).toContain("Say hi");
    expect(pending.at).toBeGreaterThan(0);

    const answered = await api.answer(pending.requestId, { result: samplingAnswer });
    expect(answered).toEqual({ status: 200, body: { answered: true } });
    const { status, body } = await calling;
    expect(status, JSON.stringify(body)).toBe(200);
    expect(JSON.stringify(body.result)).toContain("Answered by hand in Loupe");
    expect((await api.pending()).body.pending).toEqual([]);
  });

  it("lists an elicitation request and returns the person's content to the tool", async () => {
    const api = inspectorApi(serverId());
    const calling = api.rpc({
      method: "tools/call",
      params: { name: "trigger-elicitation-request", arguments: {} },
    });
    const pending = await waitForPending(api, "elicitation/create");
    expect(pending.params).toMatchObject({
      message: expect.any(String),
      requestedSchema: { type: "object", required: ["name"] },
    });
    const answered = await api.answer(pending.requestId, {
      result: { action: "accept", content: { name: "Ada Lovelace", check: true } },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const { status, body } = await calling;
    expect(status).toBe(200);
    expect(JSON.stringify(body.result)).toContain("Ada Lovelace");
  });

  it("declares URL-mode elicitation, so a URL-mode request reaches the person and is answered", async () => {
    const api = inspectorApi(serverId());
    const calling = api.rpc({
      method: "tools/call",
      params: {
        name: "trigger-url-elicitation",
        arguments: { url: "https://auth.example.com/start", message: "Sign in to go on" },
      },
    });
    const pending = await waitForPending(api, "elicitation/create");
    expect(pending.params).toMatchObject({
      mode: "url",
      url: "https://auth.example.com/start",
      message: "Sign in to go on",
      elicitationId: expect.any(String),
    });
    const answered = await api.answer(pending.requestId, { result: { action: "accept" } });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const { status, body } = await calling;
    expect(status).toBe(200);
    expect(JSON.stringify(body.result)).toContain("User completed the URL elicitation flow");
  });

  it("passes a JSON-RPC error answer on to the server", async () => {
    const api = inspectorApi(serverId());
    const calling = api.rpc({
      method: "tools/call",
      params: { name: "trigger-sampling-request", arguments: { prompt: "refuse me" } },
    });
    const pending = await waitForPending(api, "sampling/createMessage");
    const answered = await api.answer(pending.requestId, {
      error: { code: -1, message: "The person declined to sample" },
    });
    expect(answered.status).toBe(200);
    const { body } = await calling;
    expect(JSON.stringify(body)).toContain("The person declined to sample");
  });
});

describe("roots", () => {
  it("answers roots/list with the roots given at connect", async () => {
    const api = inspectorApi(stdioId);
    const connected = await api.connect({
      roots: [{ uri: "file:///tmp/loupe-root", name: "Loupe root" }],
    });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    const { body } = await api.rpc({
      method: "tools/call",
      params: { name: "get-roots-list", arguments: {} },
    });
    const text = JSON.stringify(body.result);
    expect(text).toContain("Loupe root");
    expect(text).toContain("file:///tmp/loupe-root");
  });

  it("refuses a root that is not a file:// URI", async () => {
    const { status, body } = await inspectorApi(stdioId).connect({ roots: [{ uri: "https://x" }] });
    expect(status).toBe(400);
    expect(body.error?.message).toContain("starts with file://");
  });
});

describe("answering refusals", () => {
  it("refuses a body that is neither { result } nor { error }, and one that is both", async () => {
    const api = inspectorApi(httpId);
    for (const requestBody of [{}, { result: {}, error: { code: 1, message: "x" } }]) {
      const { status, body } = await api.answer("1", requestBody);
      expect(status).toBe(400);
      expect(body.error?.message).toContain("either { result } or { error: { code, message } }");
    }
    const malformed = await api.answer("1", { error: { code: "x", message: "y" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.message).toContain("error.code must be a number");
  });

  it("answers 404 pending:not_found for an unknown request id", async () => {
    const { status, body } = await inspectorApi(httpId).answer("no-such-request", {
      result: samplingAnswer,
    });
    expect(status).toBe(404);
    expect(body.error?.code).toBe("pending:not_found");
    expect(body.error?.message).toContain('"no-such-request"');
  });

  it("refuses a result that does not answer the method, and keeps the request pending", async () => {
    const api = inspectorApi(httpId);
    const calling = api.rpc({
      method: "tools/call",
      params: { name: "trigger-sampling-request", arguments: { prompt: "check me" } },
    });
    const pending = await waitForPending(api, "sampling/createMessage");
    const wrong = await api.answer(pending.requestId, { result: { text: "no role, no model" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toContain("does not answer sampling/createMessage");
    expect((await api.pending()).body.pending).toHaveLength(1);
    expect((await api.answer(pending.requestId, { result: samplingAnswer })).status).toBe(200);
    expect((await calling).status).toBe(200);
  });

  it("drops the pending requests when the connection reopens", async () => {
    const api = inspectorApi(httpId);
    const calling = api.rpc({
      method: "tools/call",
      params: { name: "trigger-sampling-request", arguments: { prompt: "forgotten" } },
    });
    await waitForPending(api, "sampling/createMessage");
    expect((await api.connect()).status).toBe(200);
    expect((await api.pending()).body.pending).toEqual([]);
    // The dropped sampling request is refused to the server ("The inspector's connection
    // closed."); the tool call then ends either with the server's error result, if it arrives
    // before the old connection is gone, or cut off with the closed connection (502).
    const dropped = await calling;
    if (dropped.status === 502) {
      expect(dropped.body.error?.message).toContain("the connection was closed while it waited");
    } else {
      expect(dropped.status).toBe(200);
      expect(JSON.stringify(dropped.body)).toContain("The inspector's connection closed.");
    }
  });

  it("answers 404 server:not_found for an unknown server", async () => {
    expect((await inspectorApi("no-such-server").pending()).status).toBe(404);
    const answered = await inspectorApi("no-such-server").answer("1", { result: samplingAnswer });
    expect(answered.status).toBe(404);
    expect(answered.body.error?.code).toBe("server:not_found");
  });
});
