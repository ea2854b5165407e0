import { describe, expect, it, vi } from "vitest";
import {
  cancelCall,
  finishCall,
  holdCalls,
  listCalls,
  noteIncomingMessage,
  noteOutgoingRequest,
  startCall,
  whileSending,
} from "@/lib/inspector/inflight-calls";

describe("in-flight calls", () => {
  it("ties the request sent meanwhile to the call, which has a progress token of its own", () => {
    const { call } = startCall("server-a", "tools/call", "first");
    noteOutgoingRequest("server-a", { jsonrpc: "2.0", id: 99, method: "ping" });
    expect(call.requestId).toBeUndefined();
    whileSending("server-a", call, () => {
      noteOutgoingRequest("server-b", { jsonrpc: "2.0", id: 1, method: "ping" });
      noteOutgoingRequest("server-a", {
        jsonrpc: "2.0",
        id: 7,
        method: "tools/call",
        params: { _meta: { progressToken: call.progressToken } },
      });
    });
    noteIncomingMessage("server-a", {
      jsonrpc: "2.0",
      method: "notifications/progress",
      params: { progressToken: call.progressToken, progress: 1, total: 4 },
    });
    expect(listCalls("server-a")).toEqual([
      {
        callId: "first",
        method: "tools/call",
        requestId: 7,
        progressToken: expect.stringMatching(/^loupe-[0-9a-f]{6}-\d+$/),
        startedAt: expect.any(Number),
        progress: { progress: 1, total: 4 },
      },
    ]);
    finishCall("server-a", call);
    expect(listCalls("server-a")).toEqual([]);
  });

  it("makes up a call id when none is given and refuses one already in flight", () => {
    const { call } = startCall("server-c", "ping", undefined);
    expect(call.callId).toMatch(/^call-/);
    startCall("server-c", "ping", "mine");
    expect(() => startCall("server-c", "ping", "mine")).toThrow(
      'callId "mine" is already in flight',
    );
    finishCall("server-c", call);
  });

  it("aborts a call's signal with the reason, and says call:not_found for an unknown one", () => {
    const { signal } = startCall("server-d", "tools/call", "stop-me");
    cancelCall("server-d", "stop-me", "enough");
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe("enough");
    expect(() => cancelCall("server-d", "other", "x")).toThrow(
      expect.objectContaining({ code: "call:not_found" }),
    );
  });

  it("never hands two calls the same progress token, and keeps progress for its own call only", () => {
    const { call: first } = startCall("server-e", "tools/call", "one");
    finishCall("server-e", first);
    const { call: second } = startCall("server-e", "tools/call", "two");
    expect(second.progressToken).not.toBe(first.progressToken);
    const progress = (progressToken: unknown, value: number) => ({
      jsonrpc: "2.0",
      method: "notifications/progress",
      params: { progressToken, progress: value, total: 6 },
    });
    noteIncomingMessage("server-e", progress(first.progressToken, 6));
    noteIncomingMessage("server-e", progress(0, 6));
    expect(listCalls("server-e")[0]?.progress).toBeUndefined();
    noteIncomingMessage("server-e", progress(second.progressToken, 2));
    expect(listCalls("server-e")[0]?.progress).toEqual({ progress: 2, total: 6 });
    finishCall("server-e", second);
  });

  it("stops the clocks of the calls in flight while held, and times out once released", () => {
    vi.useFakeTimers();
    try {
      const { call, signal } = startCall("server-f", "tools/call", "held", { requestMs: 100 });
      const held = holdCalls("server-f");
      expect(held.callIds).toEqual(["held"]);
      vi.advanceTimersByTime(10_000);
      expect(signal.aborted).toBe(false);
      held.release();
      vi.advanceTimersByTime(100);
      expect(signal.aborted).toBe(true);
      expect(signal.reason).toMatchObject({ code: -32001, data: { timeout: 100 } });
      finishCall("server-f", call);
    } finally {
      vi.useRealTimers();
    }
  });
});
