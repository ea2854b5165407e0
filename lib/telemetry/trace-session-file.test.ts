import { describe, expect, it } from "vitest";
import { foldSessionState } from "@/lib/events/session-state";
import type { LoupeEvent } from "@/lib/events/types";
import { otlpJsonSpans } from "@/lib/telemetry/otlp-json-spans";
import { traceSessionFile } from "@/lib/telemetry/trace-session-file";
import { handWrittenTrace, traceId } from "@/test/support/genai-trace";

/** The session file's events as a store would hold them, folded. */
function folded(events: ReturnType<typeof traceSessionFile>["file"]["events"]) {
  return foldSessionState(events.map((event) => ({ ...event, sessionId: "s" }) as LoupeEvent));
}

describe("traceSessionFile", () => {
  it("makes a hand-written GenAI trace a session: system instructions, the task, one turn per chat span", () => {
    const { file, absentServers } = traceSessionFile(otlpJsonSpans([handWrittenTrace()]));
    expect(absentServers).toEqual(["github"]);
    expect(file.session).toMatchObject({ id: traceId, task: "List my repos", model: "gpt-test" });
    expect(file.events.map((event) => event.kind)).toEqual([
      "session.created",
      "turn.start",
      "llm.request",
      "llm.response",
      "action",
      "turn.end",
      "decision",
      "observation",
      "turn.start",
      "llm.request",
      "llm.response",
      "turn.end",
    ]);
    const state = folded(file.events);
    expect(state).toMatchObject({
      systemPrompt: "You are terse.",
      dialect: "native",
      status: "awaiting-decision",
      pendingAction: null,
      turn: 2,
      literalSystemPrompt: true,
    });
    expect(state.messages).toEqual([
      { role: "system", content: "You are terse." },
      { role: "user", content: "List my repos" },
      {
        role: "assistant",
        content: "",
        toolCalls: [{ id: "call_1", name: "list_repos", arguments: '{"owner":"ada"}' }],
      },
      { role: "tool", toolCallId: "call_1", name: "list_repos", content: "loupe, lens" },
      { role: "assistant", content: "Two: loupe and lens." },
    ]);
    const response = file.events.find((event) => event.kind === "llm.response");
    expect(response?.data).toMatchObject({
      timings: { endMs: 500, measured: false },
      assembled: { usage: { input: 42 }, finishReason: "tool_call" },
    });
    expect(file.events[0]?.at).toBe(1_700_000_000_000);
  });

  it("makes a chat span with error.type a failed turn, its answer left out of the history", () => {
    const trace = handWrittenTrace();
    const spans = trace.resourceSpans[0]?.scopeSpans[0]?.spans ?? [];
    const [agent, chat] = spans;
    if (!agent || !chat) throw new Error("the trace has an agent and a chat span");
    const failed = {
      ...chat,
      spanId: "f000000000000001",
      startTimeUnixNano: "1700000000600000000",
      endTimeUnixNano: "1700000000700000000",
      attributes: [
        ...chat.attributes.filter((attribute) => attribute.key !== "gen_ai.output.messages"),
        { key: "error.type", value: { stringValue: "rate_limited" } },
      ],
    };
    spans.splice(1, 0, failed);
    const { file } = traceSessionFile(otlpJsonSpans([trace]));
    const firstTurn = file.events.filter((event) => (event.data as { turn?: number }).turn === 1);
    expect(firstTurn.map((event) => event.kind)).toEqual([
      "turn.start",
      "llm.request",
      "llm.response",
      "turn.end",
    ]);
    expect(firstTurn.at(-1)?.data).toEqual({ turn: 1, status: "error" });
    expect(firstTurn[2]?.data).toMatchObject({ assembled: { error: { code: "rate_limited" } } });
    const state = folded(file.events);
    expect(state.turn).toBe(3);
    expect(state.messages.map((message) => message.role)).toEqual([
      "system",
      "user",
      "assistant",
      "tool",
      "assistant",
    ]);
  });

  it("reads a trace split over lines (JSON Lines) as one", () => {
    const whole = handWrittenTrace();
    const [resource] = whole.resourceSpans;
    const spans = resource?.scopeSpans[0]?.spans ?? [];
    const line = (part: typeof spans) => ({
      resourceSpans: [{ ...resource, scopeSpans: [{ scope: { name: "agent" }, spans: part }] }],
    });
    const split = traceSessionFile(otlpJsonSpans([line(spans.slice(0, 2)), line(spans.slice(2))]));
    expect(split.file.events).toEqual(traceSessionFile(otlpJsonSpans([whole])).file.events);
  });

  it("refuses a trace without message content, naming the variable that exports it", () => {
    expect(() => traceSessionFile(otlpJsonSpans([handWrittenTrace(false)]))).toThrow(
      /chat span 1 \("chat gpt-test"\) has no gen_ai\.input\.messages.*OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true/,
    );
  });

  it("refuses a trace of no chat span, and says where a span breaks", () => {
    expect(() => traceSessionFile(otlpJsonSpans([{ resourceSpans: [] }]))).toThrow(/no chat span/);
    const agentAlone = handWrittenTrace();
    const scope = agentAlone.resourceSpans[0]?.scopeSpans[0];
    if (scope) scope.spans = scope.spans.slice(0, 1);
    expect(() => traceSessionFile(otlpJsonSpans([agentAlone]))).toThrow(
      /1 spans and no chat span .* in the trace of its invoke_agent span \("invoke_agent helper"\)/,
    );
    const broken = handWrittenTrace();
    const spans = broken.resourceSpans[0]?.scopeSpans[0]?.spans ?? [];
    (spans[1] as { spanId?: string }).spanId = undefined;
    expect(() => otlpJsonSpans([{ resourceSpans: [] }, broken])).toThrow(
      /Line 2 of the trace is invalid: resourceSpans\.0\.scopeSpans\.0\.spans\.1\.spanId/,
    );
  });
});
