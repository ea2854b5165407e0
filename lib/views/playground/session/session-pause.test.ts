import { describe, expect, it } from "vitest";
import type { SessionOverview } from "@/lib/api/sessions";
import { CAPTURED_TOOLS_SERVER, dialectFor } from "@/lib/dialects";
import type { TimelineItem } from "@/lib/views/playground/conversation/session-timeline";
import { readingOf } from "@/test/support/host-actions";
import { editableObservation, pendingDecision } from "./session-pause";

const action = readingOf("xml", {
  kind: "mcp-tool",
  server: "weather",
  tool: "get_forecast",
  arguments: {},
});

function session(overrides: Partial<SessionOverview>): SessionOverview {
  return {
    id: "s1",
    task: "t",
    model: "demo",
    dialect: "xml",
    systemPrompt: "p",
    servers: [],
    catalog: [],
    tools: [],
    stopAtFirstAction: false,
    status: "ready",
    turn: 1,
    messages: [
      { role: "system", content: "p" },
      { role: "user", content: "<task>t</task>" },
    ],
    files: [],
    autoApprove: [],
    promptVersions: [],
    title: "t",
    createdAt: 0,
    updatedAt: 0,
    lastSeq: 0,
    ...overrides,
  };
}

const observed: TimelineItem[] = [
  { kind: "turn", key: "turn-1", turn: 1, status: "decided" },
  {
    kind: "observation",
    key: "observation-9",
    turn: 1,
    seq: 9,
    source: "mcp",
    text: "Sunny",
    isError: false,
  },
];

describe("pendingDecision", () => {
  it("names the pending action of a paused turn", () => {
    expect(
      pendingDecision(session({ status: "awaiting-decision", pendingAction: action })),
    ).toEqual({
      turn: 1,
      action,
      host: dialectFor("xml").hostAction(action),
    });
  });

  it("names the captured tool a pending action calls, which no server runs", () => {
    const call = readingOf("xml", {
      kind: "mcp-tool",
      server: CAPTURED_TOOLS_SERVER,
      tool: "run_commands",
      arguments: {},
    });
    const tools = [{ name: "run_commands", parameters: {} }];
    expect(
      pendingDecision(session({ status: "awaiting-decision", pendingAction: call, tools })),
    ).toMatchObject({ capturedTool: "run_commands" });
    expect(
      pendingDecision(session({ status: "awaiting-decision", pendingAction: call })),
    ).not.toHaveProperty("capturedTool");
  });

  it("keeps a paused turn whose answer held no action", () => {
    expect(pendingDecision(session({ status: "awaiting-decision", pendingAction: null }))).toEqual({
      turn: 1,
      action: null,
      host: null,
    });
  });

  it("is null when nothing waits", () => {
    expect(pendingDecision(session({ status: "ready" }))).toBeNull();
    expect(pendingDecision(null)).toBeNull();
  });
});

describe("editableObservation", () => {
  const withObservation = session({
    messages: [
      { role: "system", content: "p" },
      { role: "user", content: "<task>t</task>" },
      { role: "assistant", content: "<get_weather>…" },
      { role: "user", content: "[get_weather for 'weather'] Result:\nSunny" },
    ],
  });

  it("points at the last message when it is the latest observation", () => {
    expect(editableObservation(withObservation, observed)).toEqual({
      seq: 9,
      index: 3,
      content: "[get_weather for 'weather'] Result:\nSunny",
    });
  });

  it("points at a native tool message the same way", () => {
    const native = session({
      dialect: "native",
      messages: [
        { role: "system", content: "p" },
        { role: "user", content: "t" },
        {
          role: "assistant",
          content: "",
          toolCalls: [{ id: "call_1", name: "get_forecast", arguments: "{}" }],
        },
        { role: "tool", toolCallId: "call_1", name: "get_forecast", content: "Sunny" },
      ],
    });
    expect(editableObservation(native, observed)).toEqual({ seq: 9, index: 3, content: "Sunny" });
  });

  it("is null once the next turn has started", () => {
    expect(
      editableObservation({ ...withObservation, status: "running", turn: 2 }, observed),
    ).toBeNull();
    expect(editableObservation({ ...withObservation, turn: 2 }, observed)).toBeNull();
  });

  it("is null before any observation", () => {
    expect(editableObservation(session({}), [])).toBeNull();
  });
});
