import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  inspectorApi,
  type ListedServerEverything,
  listServerEverything,
  waitForProgress,
} from "@/test/support/inspector-api";

/**
 * Progress, in-flight calls and cancellation through the inspector's routes, against the real
 * server-everything's `trigger-long-running-operation`, over stdio and Streamable HTTP.
 */

interface TrafficMessage {
  seq: number;
  direction: "out" | "in";
  message: { id?: number; method?: string; params?: Record<string, unknown> };
}

let servers: ListedServerEverything;
let stdioId = "";
let httpId = "";

beforeAll(async () => {
  servers = await listServerEverything("loupe-inspector-cancel-");
  ({ stdioId, httpId } = servers);
});

afterAll(async () => {
  await servers?.stop();
});

async function messages(id: string): Promise<TrafficMessage[]> {
  const { body } = await inspectorApi(id).traffic();
  return body.messages as TrafficMessage[];
}

/** Polls the in-flight calls until `callId` has gone out with its request id. */
async function waitForSent(api: ReturnType<typeof inspectorApi>, callId: string) {
  for (;;) {
    const found = (await api.calls()).body.calls?.find((item) => item.callId === callId);
    if (found?.requestId !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function longRunning(callId: string, duration: number, steps: number) {
  return {
    method: "tools/call",
    params: { name: "trigger-long-running-operation", arguments: { duration, steps } },
    callId,
  };
}

describe.each([
  ["stdio", () => stdioId],
  ["Streamable HTTP", () => httpId],
])("progress and cancel over %s", (transport, serverId) => {
  it("sends a progressToken with each request and records the server's progress notifications", async () => {
    const api = inspectorApi(serverId());
    const callId = `progress-${transport === "stdio" ? "stdio" : "http"}`;
    const calling = api.rpc(longRunning(callId, 1, 4));
    const listed = await waitForProgress(api, callId);
    expect(listed).toMatchObject({
      callId,
      method: "tools/call",
      requestId: expect.any(Number),
      startedAt: expect.any(Number),
      progress: { progress: expect.any(Number), total: 4 },
    });
    expect(listed.progressToken).toMatch(/^loupe-[0-9a-f]{6}-\d+$/);
    const { status, body } = await calling;
    expect(status, JSON.stringify(body)).toBe(200);
    expect(JSON.stringify(body.result)).toContain("Long running operation completed");
    expect((await api.calls()).body.calls).toEqual([]);

    const traffic = await messages(serverId());
    const request = traffic.find(
      (item) => item.direction === "out" && item.message.id === listed.requestId,
    );
    expect(request?.message.params?._meta).toEqual({ progressToken: listed.progressToken });
    const progress = traffic.filter(
      (item) =>
        item.message.method === "notifications/progress" &&
        item.message.params?.progressToken === listed.progressToken,
    );
    expect(progress.map((item) => item.message.params?.progress)).toEqual([1, 2, 3, 4]);
    expect(progress.every((item) => item.direction === "in")).toBe(true);
  });

  it("gives a call after Reconnect a progress token no earlier call had, and only its own progress", async () => {
    const api = inspectorApi(serverId());
    const before = `before-${transport === "stdio" ? "stdio" : "http"}`;
    expect((await api.connect()).status).toBe(200);
    const first = api.rpc(longRunning(before, 1, 2));
    const earlier = await waitForProgress(api, before);
    expect((await first).status).toBe(200);
    expect((await api.connect()).status).toBe(200);

    const after = `after-${transport === "stdio" ? "stdio" : "http"}`;
    const second = api.rpc(longRunning(after, 2, 2));
    const sent = await waitForSent(api, after);
    expect(sent.requestId).toBe(earlier.requestId);
    expect(sent.progressToken).not.toBe(earlier.progressToken);
    expect(sent.progress).toBeUndefined();
    const later = await waitForProgress(api, after);
    expect(later.progress).toEqual({ progress: 1, total: 2 });
    expect((await second).status).toBe(200);
  });

  it("cancels a call after its first progress: notifications/cancelled names the request", async () => {
    const api = inspectorApi(serverId());
    const callId = "cancel-me";
    const calling = api.rpc(longRunning(callId, 10, 10));
    const listed = await waitForProgress(api, callId);
    const started = Date.now();
    const cancelled = await api.cancel({ callId, reason: "The test stopped waiting." });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({
      cancelled: true,
      call: { callId, requestId: listed.requestId },
    });

    const { status, body } = await calling;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(status).toBe(409);
    expect(body.error?.code).toBe("mcp:call_cancelled");
    expect(body.error?.message).toContain(`request id ${listed.requestId}`);
    expect(body.error?.message).toContain("The test stopped waiting.");
    expect((await api.calls()).body.calls).toEqual([]);

    const notice = (await messages(serverId())).find(
      (item) => item.message.method === "notifications/cancelled",
    );
    expect(notice).toMatchObject({
      direction: "out",
      message: { params: { requestId: listed.requestId, reason: "The test stopped waiting." } },
    });
    // The connection stays usable.
    const echo = await api.rpc({
      method: "tools/call",
      params: { name: "echo", arguments: { message: "still here" } },
    });
    expect(JSON.stringify(echo.body.result)).toContain("still here");
  });
});

describe("cancel refusals", () => {
  it("answers 404 call:not_found for a callId that is not in flight", async () => {
    const { status, body } = await inspectorApi(stdioId).cancel({ callId: "no-such-call" });
    expect(status).toBe(404);
    expect(body.error?.code).toBe("call:not_found");
    expect(body.error?.message).toContain('"no-such-call"');
  });

  it("refuses a second call with a callId already in flight", async () => {
    const api = inspectorApi(stdioId);
    const first = api.rpc(longRunning("twice", 5, 5));
    await waitForProgress(api, "twice");
    const second = await api.rpc(longRunning("twice", 1, 1));
    expect(second.status).toBe(409);
    expect(second.body.error?.code).toBe("call:duplicate");
    expect((await api.cancel({ callId: "twice" })).status).toBe(200);
    const ended = await first;
    expect(ended.status).toBe(409);
    expect(ended.body.error?.message).toContain("Cancelled from Loupe's inspector.");
  });

  it.each([
    [{ method: "tools/list", callId: "" }, "callId must be 1-64 letters"],
    [{ method: "tools/list", callId: "has space" }, "callId must be 1-64 letters"],
    [{ method: "tools/list", callId: "x".repeat(65) }, "callId must be 1-64 letters"],
    [{ method: "notifications/roots/list_changed", callId: "a" }, "callId is for requests"],
  ])("refuses the rpc body %j with 400", async (requestBody, expected) => {
    const { status, body } = await inspectorApi(stdioId).rpc(requestBody);
    expect(status).toBe(400);
    expect(body.error?.message).toContain(expected);
  });

  it.each([
    [{}, "callId"],
    [{ callId: "a", reason: "" }, "reason is empty"],
    [{ callId: "a", extra: 1 }, "extra"],
  ])("refuses the cancel body %j with 400", async (requestBody, expected) => {
    const { status, body } = await inspectorApi(stdioId).cancel(requestBody);
    expect(status).toBe(400);
    expect(body.error?.message).toContain(expected);
  });

  it("answers 404 server:not_found for an unknown server", async () => {
    const api = inspectorApi("no-such-server");
    expect((await api.cancel({ callId: "a" })).body.error?.code).toBe("server:not_found");
    expect((await api.calls()).status).toBe(404);
  });
});
