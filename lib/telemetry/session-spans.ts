import "server-only";
import {
  type Attributes,
  type Context,
  context,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from "@opentelemetry/api";
import { ATTR_ERROR_TYPE } from "@opentelemetry/semantic-conventions";
import { hostActionOf } from "@/lib/dialects";
import type { EventPayloads, LoupeEvent } from "@/lib/events/types";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { chatSpanStart, recordChatResponse } from "@/lib/telemetry/chat-span";
import { McpRequestSpans } from "@/lib/telemetry/mcp-request-spans";
import { spanContent } from "@/lib/telemetry/message-content";
import {
  ATTR_GEN_AI_AGENT_ID,
  ATTR_GEN_AI_AGENT_NAME,
  ATTR_GEN_AI_CONVERSATION_ID,
  ATTR_GEN_AI_INPUT_MESSAGES,
  ATTR_GEN_AI_OPERATION_NAME,
  ATTR_GEN_AI_REQUEST_MODEL,
  ATTR_GEN_AI_TOOL_CALL_ARGUMENTS,
  ATTR_GEN_AI_TOOL_CALL_ID,
  ATTR_GEN_AI_TOOL_CALL_RESULT,
  ATTR_GEN_AI_TOOL_NAME,
  ATTR_GEN_AI_TOOL_TYPE,
  GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
  GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
} from "@/lib/telemetry/semconv";

/** The name Loupe's playground goes by as an agent (`gen_ai.agent.name`). */
export const AGENT_NAME = "loupe";

/** The event kinds spans are made from: never the stream's chunks, SSE lines or deltas. */
export const SPAN_EVENT_KINDS = [
  "session.created",
  "turn.start",
  "turn.end",
  "llm.request",
  "llm.response",
  "action",
  "decision",
  "rpc",
  "observation",
] as const;

/** What the session's configuration says that a span repeats. */
interface SessionFacts {
  model: string;
  servers: Map<string, ServerConfig>;
}

/** The spans of one turn while it lasts. */
interface TurnSpans {
  chat?: Span;
  chatEnd?: number;
  requestAt?: number;
  model?: string;
  tool?: { span: Span; context: Context; name: string };
  toolName?: string;
  toolCallId?: string;
  toolArguments?: unknown;
  mcp: McpRequestSpans;
}

/** One session's open spans. */
interface SessionSpans {
  facts: SessionFacts;
  agent?: { span: Span; context: Context };
  turns: Map<number, TurnSpans>;
}

/** The `session.created` facts spans repeat. */
export function sessionFactsOf(
  created: EventPayloads["session.created"] | undefined,
): SessionFacts {
  return {
    model: created?.model ?? "",
    servers: new Map((created?.servers ?? []).map((server) => [server.name, server])),
  };
}

/**
 * Turns one playground session's events, in order, into GenAI and MCP spans with the events' own
 * times (docs/telemetry.md): an `invoke_agent` span from the session's start (or its first turn
 * after a final answer) to its final answer; a `chat {model}` span per model request; an
 * `execute_tool {tool}` span per executed action, beside the turn's chat span, with each MCP
 * request the execution sent as its client child; a mock or a skip as an event on the turn's
 * chat span. Content goes only when `captureContent`, masked and capped.
 */
export class SessionSpanBuilder {
  private readonly spans: SessionSpans;

  constructor(
    private readonly tracer: Tracer,
    private readonly sessionId: string,
    facts: SessionFacts,
    private readonly captureContent: boolean,
  ) {
    this.spans = { facts, turns: new Map() };
  }

  /** Folds one event into the spans. */
  add(event: LoupeEvent): void {
    switch (event.kind) {
      case "session.created":
        this.spans.facts = sessionFactsOf(event.data as EventPayloads["session.created"]);
        this.openAgent(event.at, (event.data as EventPayloads["session.created"]).task);
        return;
      case "turn.start":
        this.openAgent(event.at);
        this.turn((event.data as EventPayloads["turn.start"]).turn);
        return;
      case "llm.request":
        this.onRequest(event.at, event.data as EventPayloads["llm.request"]);
        return;
      case "llm.response":
        this.onResponse(event.at, event.data as EventPayloads["llm.response"]);
        return;
      case "action":
        this.onAction(event.data as EventPayloads["action"]);
        return;
      case "decision":
        this.onDecision(event.at, event.data as EventPayloads["decision"]);
        return;
      case "rpc":
        this.onRpc(event.at, event.data as EventPayloads["rpc"]);
        return;
      case "observation":
        this.onObservation(event.at, event.data as EventPayloads["observation"]);
        return;
      case "turn.end":
        this.onTurnEnd(event.at, event.data as EventPayloads["turn.end"]);
        return;
      default:
        return;
    }
  }

  /** Ends every span still open at `at` (the session was deleted, or Loupe shuts down). */
  endAll(at: number): void {
    for (const turn of this.spans.turns.keys()) this.endTurn(turn, at);
    this.spans.agent?.span.end(at);
    this.spans.agent = undefined;
  }

  private openAgent(at: number, task?: string): void {
    if (this.spans.agent) return;
    const model = this.spans.facts.model;
    const attributes: Attributes = {
      [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
      [ATTR_GEN_AI_AGENT_NAME]: AGENT_NAME,
      [ATTR_GEN_AI_AGENT_ID]: this.sessionId,
      [ATTR_GEN_AI_CONVERSATION_ID]: this.sessionId,
      ...(model ? { [ATTR_GEN_AI_REQUEST_MODEL]: model } : {}),
    };
    if (this.captureContent && task !== undefined) {
      attributes[ATTR_GEN_AI_INPUT_MESSAGES] = spanContent(
        JSON.stringify([{ role: "user", parts: [{ type: "text", content: task }] }]),
      );
    }
    const span = this.tracer.startSpan(
      `${GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT} ${AGENT_NAME}`,
      { kind: SpanKind.INTERNAL, startTime: at, attributes },
      context.active(),
    );
    this.spans.agent = { span, context: trace.setSpan(context.active(), span) };
  }

  private turn(turn: number): TurnSpans {
    let spans = this.spans.turns.get(turn);
    if (!spans) {
      for (const earlier of [...this.spans.turns.keys()]) {
        if (earlier < turn) this.endTurn(earlier);
      }
      spans = { mcp: new McpRequestSpans(this.tracer) };
      this.spans.turns.set(turn, spans);
    }
    return spans;
  }

  private onRequest(at: number, data: EventPayloads["llm.request"]): void {
    this.openAgent(at);
    const spans = this.turn(data.turn);
    const start = chatSpanStart(
      data,
      {
        provider: data.provider,
        fallbackModel: this.spans.facts.model,
        conversationId: this.sessionId,
      },
      this.captureContent,
    );
    spans.chat?.end(spans.chatEnd ?? at);
    spans.chat = this.tracer.startSpan(
      start.name,
      { kind: SpanKind.CLIENT, startTime: at, attributes: start.attributes },
      this.spans.agent?.context,
    );
    spans.requestAt = at;
    spans.model = start.model;
    spans.chatEnd = undefined;
  }

  private onResponse(at: number, data: EventPayloads["llm.response"]): void {
    const spans = this.turn(data.turn);
    if (!spans.chat) return;
    recordChatResponse(
      spans.chat,
      data,
      { at, model: spans.model, requestAt: spans.requestAt },
      this.captureContent,
    );
    spans.chatEnd = at;
  }

  private onAction(data: EventPayloads["action"]): void {
    const spans = this.turn(data.turn);
    let name = data.action.name;
    try {
      const host = hostActionOf({ dialect: data.dialect, action: data.action });
      if (host.kind === "mcp-tool") name = host.tool;
    } catch {
      // An action its dialect cannot read any more keeps the name the model wrote.
    }
    spans.toolName = name;
    spans.toolArguments = data.action.json ?? data.action.params;
    spans.toolCallId = data.action.toolCall?.id ?? `${this.sessionId}:${data.turn}`;
  }

  private onDecision(at: number, data: EventPayloads["decision"]): void {
    const spans = this.turn(data.turn);
    const name = spans.toolName ?? "action";
    if (data.decision === "mock" || data.decision === "skip") {
      spans.chat?.addEvent(
        `loupe.action.${data.decision}`,
        {
          [ATTR_GEN_AI_TOOL_NAME]: name,
          ...(spans.toolCallId ? { [ATTR_GEN_AI_TOOL_CALL_ID]: spans.toolCallId } : {}),
        },
        at,
      );
      this.endChat(spans, at);
      return;
    }
    this.endChat(spans, at);
    const attributes: Attributes = {
      [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
      [ATTR_GEN_AI_TOOL_NAME]: name,
      [ATTR_GEN_AI_TOOL_TYPE]: "function",
      ...(spans.toolCallId ? { [ATTR_GEN_AI_TOOL_CALL_ID]: spans.toolCallId } : {}),
    };
    const toolArguments = data.params ?? spans.toolArguments;
    if (this.captureContent && toolArguments !== undefined) {
      attributes[ATTR_GEN_AI_TOOL_CALL_ARGUMENTS] = spanContent(JSON.stringify(toolArguments));
    }
    spans.tool?.span.end(at);
    const span = this.tracer.startSpan(
      `${GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL} ${name}`,
      { kind: SpanKind.INTERNAL, startTime: at, attributes },
      this.spans.agent?.context,
    );
    spans.tool = { span, context: trace.setSpan(context.active(), span), name };
  }

  private onRpc(at: number, data: EventPayloads["rpc"]): void {
    if (data.turn === undefined) return;
    const spans = this.spans.turns.get(data.turn);
    const tool = spans?.tool;
    if (!spans || !tool) return;
    const transport = this.spans.facts.servers.get(data.serverId)?.transport;
    spans.mcp.add(at, data, tool.context, transport);
  }

  private onObservation(at: number, data: EventPayloads["observation"]): void {
    const spans = this.spans.turns.get(data.turn);
    const tool = spans?.tool;
    if (!spans || !tool) return;
    if (data.isError) {
      tool.span.setAttribute(ATTR_ERROR_TYPE, "tool_error");
      tool.span.setStatus({ code: SpanStatusCode.ERROR });
    }
    if (this.captureContent) {
      tool.span.setAttribute(ATTR_GEN_AI_TOOL_CALL_RESULT, spanContent(data.text));
    }
    spans.mcp.endAll(at);
    tool.span.end(at);
    spans.tool = undefined;
  }

  private onTurnEnd(at: number, data: EventPayloads["turn.end"]): void {
    const spans = this.spans.turns.get(data.turn);
    if (spans && data.status !== "awaiting-decision") {
      if (data.status !== "done" && spans.chat) {
        spans.chat.setAttribute(ATTR_ERROR_TYPE, `turn_${data.status}`);
        spans.chat.setStatus({ code: SpanStatusCode.ERROR, message: `turn ${data.status}` });
      }
      this.endTurn(data.turn, at);
    }
    if (data.status === "done") {
      this.spans.agent?.span.end(at);
      this.spans.agent = undefined;
    }
  }

  private endChat(spans: TurnSpans, at: number): void {
    spans.chat?.end(spans.chatEnd ?? at);
    spans.chat = undefined;
  }

  private endTurn(turn: number, at?: number): void {
    const spans = this.spans.turns.get(turn);
    if (!spans) return;
    const end = at ?? spans.chatEnd ?? spans.requestAt ?? Date.now();
    this.endChat(spans, end);
    spans.mcp.endAll(end);
    spans.tool?.span.end(end);
    this.spans.turns.delete(turn);
  }
}
