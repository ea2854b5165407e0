import { describe, expect, it } from "vitest";
import { LoupeError } from "@/lib/errors";
import { JsonRpcErrorAnswer, PendingRequests } from "@/lib/inspector/pending-requests";

describe("PendingRequests", () => {
  it("resolves with the result a person answers and forgets the request", async () => {
    const pending = new PendingRequests();
    const waiting = pending.wait({ requestId: 7, method: "sampling/createMessage", params: {} });
    expect(pending.list()).toEqual([
      { requestId: 7, method: "sampling/createMessage", params: {}, at: expect.any(Number) },
    ]);
    pending.answer("7", "server", { result: { action: "decline" } });
    await expect(waiting).resolves.toEqual({ action: "decline" });
    expect(pending.list()).toEqual([]);
  });

  it("rejects with the JSON-RPC error a person answers", async () => {
    const pending = new PendingRequests();
    const waiting = pending.wait({ requestId: "a", method: "elicitation/create", params: {} });
    pending.answer("a", "server", { error: { code: -1, message: "no", data: { why: "test" } } });
    await expect(waiting).rejects.toMatchObject({ code: -1, message: "no", data: { why: "test" } });
  });

  it("drops a request the server cancels", async () => {
    const pending = new PendingRequests();
    const controller = new AbortController();
    const waiting = pending.wait(
      { requestId: 1, method: "sampling/createMessage", params: {} },
      controller.signal,
    );
    controller.abort();
    await expect(waiting).rejects.toThrow("The server cancelled sampling/createMessage.");
    expect(pending.list()).toEqual([]);
  });

  it("drops a request no one answers in time, answering the server a timeout error", async () => {
    const pending = new PendingRequests(20);
    const waiting = pending.wait({ requestId: 2, method: "elicitation/create", params: {} });
    const error = await waiting.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(JsonRpcErrorAnswer);
    expect((error as JsonRpcErrorAnswer).code).toBe(-32001);
    expect((error as Error).message).toContain("within 20 ms");
    expect(pending.list()).toEqual([]);
  });

  it("says pending:not_found for an id that is not waiting", () => {
    const pending = new PendingRequests();
    const answer = () => pending.answer("9", "everything", { result: {} });
    expect(answer).toThrow(LoupeError);
    expect(answer).toThrow('No request from MCP server "everything" with id "9"');
  });

  it("refuses every waiting request when cleared", async () => {
    const pending = new PendingRequests();
    const first = pending.wait({ requestId: 1, method: "sampling/createMessage", params: {} });
    const second = pending.wait({ requestId: 2, method: "elicitation/create", params: {} });
    pending.clear("closed");
    await expect(first).rejects.toThrow("closed");
    await expect(second).rejects.toThrow("closed");
    expect(pending.list()).toEqual([]);
  });

  it("refuses at once, saying why, the requests past its limit, and counts them", async () => {
    const pending = new PendingRequests(60_000, 2);
    pending
      .wait({ requestId: 1, method: "sampling/createMessage", params: {} })
      .catch(() => undefined);
    pending
      .wait({ requestId: 2, method: "sampling/createMessage", params: {} })
      .catch(() => undefined);
    const third = pending.wait({ requestId: 3, method: "sampling/createMessage", params: {} });
    const error = await third.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(JsonRpcErrorAnswer);
    expect(error).toMatchObject({ code: -1, data: { limit: 2 } });
    expect((error as Error).message).toContain("2 requests from this server already wait");
    expect(pending.list().map((request) => request.requestId)).toEqual([1, 2]);
    expect(pending.refused()).toEqual({ count: 1, limit: 2, lastAt: expect.any(Number) });
    pending.clear("done");
  });

  it("ends the requests a call caused once every call that may have caused them ended", async () => {
    const pending = new PendingRequests();
    const mine = pending.wait({
      requestId: 1,
      method: "elicitation/create",
      params: {},
      causedBy: ["a"],
    });
    const shared = pending.wait({
      requestId: 2,
      method: "sampling/createMessage",
      params: {},
      causedBy: ["a", "b"],
    });
    pending
      .wait({ requestId: 3, method: "sampling/createMessage", params: {} })
      .catch(() => undefined);
    const call = (callId: string) => ({ callId, method: "tools/call" });

    expect(pending.endCall(call("a"), "timed out")).toEqual([
      {
        requestId: 1,
        method: "elicitation/create",
        at: expect.any(Number),
        endedAt: expect.any(Number),
        why: "its call tools/call timed out",
      },
    ]);
    await expect(mine).rejects.toMatchObject({
      code: -1,
      message: expect.stringContaining("its call tools/call timed out"),
    });
    expect(pending.list().map((request) => request.requestId)).toEqual([2, 3]);
    pending.endCall(call("b"), "was cancelled");
    await expect(shared).rejects.toThrow("its call tools/call was cancelled");
    expect(pending.list().map((request) => request.requestId)).toEqual([3]);
    expect(pending.ended().map((request) => request.requestId)).toEqual([1, 2]);
    pending.clear("done");
  });
});
