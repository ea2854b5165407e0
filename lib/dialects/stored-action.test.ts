import { describe, expect, it } from "vitest";
import { hostActionOf } from "@/lib/dialects";
import { foldSessionState } from "@/lib/events/session-state";
import type { LoupeEvent } from "@/lib/events/types";

/** `action` events as logs written before the host action existed store them (read as JSON). */
const storedXml = JSON.parse(`{
  "sessionId": "s1", "seq": 7, "at": 1764590000000, "kind": "action",
  "data": { "turn": 1, "dialect": "xml", "action": {
    "name": "use_mcp_tool",
    "params": { "server_name": "weather", "tool_name": "get_forecast",
      "arguments": "{\\"latitude\\":40.7}" },
    "json": { "latitude": 40.7 },
    "span": { "start": 0, "end": 120 }, "valid": true, "partial": false, "errors": [] } } }`);

const storedNative = JSON.parse(`{
  "sessionId": "s1", "seq": 9, "at": 1764590000000, "kind": "action",
  "data": { "turn": 2, "dialect": "native", "action": {
    "name": "attempt_completion", "params": { "result": "Sunny." },
    "span": { "start": 5, "end": 5 },
    "toolCall": { "index": 0, "id": "call_3", "name": "attempt_completion" },
    "valid": true, "partial": false, "errors": [] } } }`);

describe("action events of older logs", () => {
  it("read as the host actions they stand for, shown as the model wrote them", () => {
    expect(hostActionOf(storedXml.data)).toEqual({
      kind: "mcp-tool",
      server: "weather",
      tool: "get_forecast",
      arguments: { latitude: 40.7 },
      source: {
        name: "use_mcp_tool",
        detail: "weather/get_forecast",
        spoken: "use_mcp_tool get_forecast",
      },
    });
    expect(hostActionOf(storedNative.data)).toMatchObject({ kind: "finish", result: "Sunny." });
  });

  it("fold into a session that finished with the stored result", () => {
    const created: LoupeEvent<"session.created"> = {
      sessionId: "s1",
      seq: 1,
      at: 1764590000000,
      kind: "session.created",
      data: { task: "Weather?", model: "demo", dialect: "native", systemPrompt: "Be brief." },
    };
    const state = foldSessionState([created, storedNative as LoupeEvent]);
    expect(state.result).toBe("Sunny.");
    expect(state.pendingAction).toEqual(storedNative.data.action);
  });
});
