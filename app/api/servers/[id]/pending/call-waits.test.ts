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
  serverEverythingStdio,
  startServerEverything,
} from "@/test/support/server-everything";

/**
 * A call whose server asks a person something (server-everything's elicitation and sampling
 * tools) with a short `timeouts.requestMs`: its clock stops while the person answers, and when
 * the call ends first, the request it caused ends too, answered to the server with an error and
 * listed as ended.
 */

let http: RunningServerEverything;
let leave: () => void;
let stdioId = "";
let httpId = "";

beforeAll(async () => {
  leave = enterTemporaryDataDirectory("loupe-inspector-call-waits-");
  http = await startServerEverything("streamableHttp");
  const timeouts = { requestMs: 300 };
  stdioId = await listServer({
    name: "everything-stdio",
    transport: "stdio",
    ...serverEverythingStdio(),
    timeouts,
  });
  httpId = await listServer({
    name: "everything-http",
    transport: "streamable-http",
    url: http.url,
    timeouts,
  });
});

afterAll(async () => {
  await Promise.all([closeInspector(stdioId), closeInspector(httpId)]);
  await http?.stop();
  leave?.();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  ["stdio", () => stdioId],
  ["Streamable HTTP", () => httpId],
])("a call that waits on a person over %s", (_transport, serverId) => {
  it("does not time out while its elicitation waits, however long the person takes", async () => {
    const api = inspectorApi(serverId());
    const calling = api.rpc({
      method: "tools/call",
      params: { name: "trigger-elicitation-request", arguments: {} },
    });
    const pending = await waitForPending(api, "elicitation/create");
    await pause(1_000);
    const answered = await api.answer(pending.requestId, {
      result: { action: "accept", content: { name: "Ada Lovelace", check: true } },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const { status, body } = await calling;
    expect(status, JSON.stringify(body)).toBe(200);
    expect(JSON.stringify(body.result)).toContain("Ada Lovelace");
  });

  it("ends the sampling request it caused when it is cancelled, saying so to the server and the page", async () => {
    const api = inspectorApi(serverId());
    const calling = api.rpc({
      method: "tools/call",
      params: { name: "trigger-sampling-request", arguments: { prompt: "never answered" } },
      callId: "gives-up",
    });
    const pending = await waitForPending(api, "sampling/createMessage");
    expect(pending).toMatchObject({ causedBy: ["gives-up"] });
    expect((await api.cancel({ callId: "gives-up" })).status).toBe(200);
    expect((await calling).body.error?.code).toBe("mcp:call_cancelled");

    const { body } = await api.pending();
    expect(body.pending).toEqual([]);
    expect(body.ended).toContainEqual({
      requestId: pending.requestId,
      method: "sampling/createMessage",
      at: pending.at,
      endedAt: expect.any(Number),
      why: "its call tools/call was cancelled",
    });
    const traffic = (await api.traffic()).body.messages as Array<{
      direction: string;
      message: { id?: unknown; error?: { code: number; message: string } };
    }>;
    const refusal = traffic.find(
      (item) =>
        item.direction === "out" && item.message.id === pending.requestId && item.message.error,
    );
    expect(refusal?.message.error).toEqual({
      code: -1,
      message:
        "Loupe's inspector no longer waits for an answer to sampling/createMessage: its call tools/call was cancelled.",
    });
  });
});
