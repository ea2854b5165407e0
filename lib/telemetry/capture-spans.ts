import "server-only";
import { type Span, SpanKind, SpanStatusCode, type Tracer } from "@opentelemetry/api";
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_USER_AGENT_ORIGINAL,
} from "@opentelemetry/semantic-conventions";
import type { EventPayloads, LoupeEvent } from "@/lib/events/types";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";
import { wireFormatOf } from "@/lib/proxy/wire-format-of";
import { chatSpanStart, recordChatResponse } from "@/lib/telemetry/chat-span";
import { spanContent } from "@/lib/telemetry/message-content";
import { type ChosenTraceIds, conversationTraceId } from "@/lib/telemetry/trace-ids";

/** The event kinds a capture's span is made from: never the stream's chunks, SSE lines or deltas. */
export const CAPTURE_SPAN_EVENT_KINDS = [
  "session.created",
  "capture.conversation",
  "llm.request",
  "llm.response",
  "capture.exchange",
  "turn.end",
] as const;

/** The most characters of an agent's user-agent a span carries. */
const MAX_USER_AGENT_CHARS = 512;

/** `gen_ai.provider.name` of the upstreams Loupe knows by name (the conventions' values where they have one). */
const PROVIDER_OF_UPSTREAM: Record<string, string> = {
  openai: "openai",
  anthropic: "anthropic",
  deepseek: "deepseek",
  gemini: "gcp.gemini",
  openrouter: "openrouter",
  ollama: "ollama",
  demo: "demo",
};

/** `gen_ai.provider.name` of the API a wire format is, for an upstream Loupe knows only by its URL. */
const PROVIDER_OF_WIRE: Record<WireFormat, string> = {
  "openai-compatible": "openai",
  "openai-responses": "openai",
  anthropic: "anthropic",
  gemini: "gcp.gemini",
  ollama: "ollama",
};

/**
 * The provider a proxied request went to: the upstream's, when it is one Loupe knows by name,
 * else the one whose API its path speaks, else the upstream's own name.
 */
export function proxiedProviderName(upstream: string, url: string): string {
  const known = PROVIDER_OF_UPSTREAM[upstream];
  if (known) return known;
  let path = "";
  try {
    path = new URL(url).pathname;
  } catch {
    path = url;
  }
  const wire = wireFormatOf(path);
  return wire ? PROVIDER_OF_WIRE[wire] : upstream;
}

/**
 * Turns one proxied capture's events into its `chat {model}` span (docs/telemetry.md), with the
 * events' own times: opened at its `llm.request`, its answer written at `llm.response`, ended at
 * `capture.exchange` with the agent's user-agent and the upstream's status. A capture of an
 * agent conversation (`capture.conversation`) is a root span of that conversation's trace
 * (`conversationTraceId`), so every capture of a conversation shares one trace id; content only
 * when `captureContent`, masked and capped.
 */
export class CaptureSpanBuilder {
  private model = "";
  private conversationId: string | undefined;
  private chat: { span: Span; model: string; requestAt: number } | undefined;
  private ended = false;

  constructor(
    private readonly tracer: Tracer,
    private readonly captureId: string,
    private readonly ids: Pick<ChosenTraceIds, "inTrace">,
    private readonly captureContent: boolean,
  ) {}

  /** Folds one event into the span. */
  add(event: LoupeEvent): void {
    switch (event.kind) {
      case "session.created":
        this.model = (event.data as EventPayloads["session.created"]).model;
        return;
      case "capture.conversation":
        this.conversationId = (event.data as EventPayloads["capture.conversation"]).id;
        return;
      case "llm.request":
        this.onRequest(event.at, event.data as EventPayloads["llm.request"]);
        return;
      case "llm.response":
        if (!this.chat) return;
        recordChatResponse(
          this.chat.span,
          event.data as EventPayloads["llm.response"],
          { at: event.at, model: this.chat.model, requestAt: this.chat.requestAt },
          this.captureContent,
        );
        return;
      case "capture.exchange":
        this.onExchange(event.at, event.data as EventPayloads["capture.exchange"]);
        return;
      case "turn.end":
        this.endAll(event.at);
        this.ended = true;
        return;
      default:
        return;
    }
  }

  /** Whether the capture's turn has ended: it makes no more spans. */
  finished(): boolean {
    return this.ended;
  }

  /** Ends the span if it is still open (the exchange never ended, or Loupe shuts down). */
  endAll(at: number): void {
    this.chat?.span.end(at);
    this.chat = undefined;
  }

  private onRequest(at: number, data: EventPayloads["llm.request"]): void {
    const start = chatSpanStart(
      data,
      {
        provider: proxiedProviderName(data.provider, data.url),
        fallbackModel: this.model,
        conversationId: this.conversationId ?? this.captureId,
      },
      this.captureContent,
    );
    start.attributes["loupe.capture.id"] = this.captureId;
    start.attributes["loupe.proxy.upstream"] = data.provider;
    const open = () =>
      this.tracer.startSpan(start.name, {
        kind: SpanKind.CLIENT,
        startTime: at,
        attributes: start.attributes,
        root: true,
      });
    this.chat?.span.end(at);
    const span =
      this.conversationId === undefined
        ? open()
        : this.ids.inTrace(conversationTraceId(this.conversationId), open);
    this.chat = { span, model: start.model, requestAt: at };
  }

  private onExchange(at: number, data: EventPayloads["capture.exchange"]): void {
    const span = this.chat?.span;
    if (!span) return;
    if (data.userAgent) {
      span.setAttribute(
        ATTR_USER_AGENT_ORIGINAL,
        spanContent(data.userAgent, MAX_USER_AGENT_CHARS),
      );
    }
    if (data.status > 0) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, data.status);
    if (data.end !== "complete") {
      span.setAttribute(ATTR_ERROR_TYPE, data.end);
      span.setStatus({ code: SpanStatusCode.ERROR, message: `exchange ${data.end}` });
    }
    this.endAll(at);
  }
}
