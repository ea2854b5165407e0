import { describe, expect, it } from "vitest";
import {
  cancelCall,
  finishCall,
  listCalls,
  noteOutgoingRequest,
  noteProgress,
  startCall,
  whileSending,
} from "@/lib/inspector/inflight-calls";

describe("in-flight calls", () => {
  it("ties the request sent meanwhile to the call, with its progress token", () => {
    const { call } = startCall("server-a", "tools/call", "first");
    noteOutgoingRequest("server-a", { jsonrpc: "2.0", id: 99, method: "ping" });
    expect(call.requestId).toBeUndefined();
    whileSending("server-a", call, () => {
      noteOutgoingRequest("server-b", { jsonrpc: "2.0", id: 1, method: "ping" });
      noteOutgoingRequest("server-a", {
        jsonrpc: "2.0",
        id: 7,
        method: "tools/call",
        params: { _meta: { progressToken: 7 } },
      });
    });
    noteProgress(call, { progress: 1, total: 4 });
    expect(listCalls("server-a")).toEqual([
      {
        callId: "first",
        method: "tools/call",
        requestId: 7,
        progressToken: 7,
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
});
