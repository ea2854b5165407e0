import { ATTR_ERROR_TYPE } from "@opentelemetry/semantic-conventions";
import {
  SESSION_FILE_FORMAT,
  type SessionFileEvent,
  type SessionFileV1,
} from "@/lib/api/session-file";
import { dialectAskedForBy, dialectFor, hostActionOf, isFinish } from "@/lib/dialects";
import { LoupeError } from "@/lib/errors";
import type { EventPayloads, NewEvent } from "@/lib/events/types";
import type { HistoryMessage } from "@/lib/llm/model-request";
import { DEMO_WEATHER_SERVER_NAME, type ServerConfig } from "@/lib/mcp/server-config";
import { answerOf, historyOf, spanMessages, systemPromptOf } from "@/lib/telemetry/genai-messages";
import type { TraceSpan } from "@/lib/telemetry/otlp-json-spans";
import {
  ATTR_GEN_AI_INPUT_MESSAGES,
  ATTR_GEN_AI_OPERATION_NAME,
  ATTR_GEN_AI_OUTPUT_MESSAGES,
  ATTR_GEN_AI_PROVIDER_NAME,
  ATTR_GEN_AI_REQUEST_MODEL,
  ATTR_GEN_AI_TOOL_CALL_RESULT,
  ATTR_GEN_AI_USAGE_INPUT_TOKENS,
  ATTR_GEN_AI_USAGE_OUTPUT_TOKENS,
  GEN_AI_OPERATION_NAME_VALUE_CHAT,
  GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
  GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
} from "@/lib/telemetry/semconv";

/** The URL an imported trace's requests are recorded with: no request was sent from here. */
export const TRACE_URL = "the imported trace";

/** The system instructions attribute of the GenAI conventions (absent from Loupe's own spans). */
const ATTR_GEN_AI_SYSTEM_INSTRUCTIONS = "gen_ai.system_instructions";

/** The variable an exporting host turns message content on with, named in the refusal. */
const CAPTURE_CONTENT_VARIABLE = "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true";

/** A GenAI trace made into a session file, and the servers it names that have no configuration. */
export interface TraceSession {
  file: SessionFileV1;
  absentServers: string[];
}

function operationOf(span: TraceSpan): string {
  const operation = span.attributes[ATTR_GEN_AI_OPERATION_NAME];
  return typeof operation === "string" ? operation : (span.name.split(" ")[0] ?? "");
}

function byStart(left: TraceSpan, right: TraceSpan): number {
  return left.startMs - right.startMs;
}

/** The spans of the session: one `invoke_agent`'s trace, else the first `chat` span's trace. */
function sessionSpans(spans: readonly TraceSpan[]): { agent?: TraceSpan; spans: TraceSpan[] } {
  const agent = spans
    .filter((span) => operationOf(span) === GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT)
    .sort(byStart)[0];
  const first = spans
    .filter((span) => operationOf(span) === GEN_AI_OPERATION_NAME_VALUE_CHAT)
    .sort(byStart)[0];
  const traceId = agent?.traceId ?? first?.traceId;
  return {
    ...(agent ? { agent } : {}),
    spans: spans.filter((span) => span.traceId === traceId).sort(byStart),
  };
}

/** The refusal of a trace whose session has no turn. */
function noChatSpan(spans: readonly TraceSpan[], agent: TraceSpan | undefined): LoupeError {
  const where = agent ? ` in the trace of its invoke_agent span ("${agent.name}")` : "";
  return new LoupeError(
    "request:invalid",
    `The trace is invalid: it holds ${spans.length} spans and no chat span (gen_ai.operation.name "chat")${where}: no turn to make a session of.`,
  );
}

/** A chat span's content attribute, or the refusal saying content must be exported. */
function contentOf(chat: TraceSpan, index: number, attribute: string): unknown {
  const value = chat.attributes[attribute];
  if (value === undefined) {
    throw new LoupeError(
      "request:invalid",
      `The trace holds no message content: chat span ${index + 1} ("${chat.name}") has no ${attribute}. A session needs the prompts and answers; export the trace with ${CAPTURE_CONTENT_VARIABLE}.`,
    );
  }
  return value;
}

/** A failed chat span's `error.type`, which says why its model call failed. */
function failureOf(chat: TraceSpan): string | undefined {
  const type = chat.attributes[ATTR_ERROR_TYPE];
  return typeof type === "string" && type !== "" ? type : undefined;
}

function numberOf(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** The MCP servers the trace's tool calls went to (`loupe.mcp.server`, `loupe.mcp.transport`). */
function serversOf(spans: readonly TraceSpan[]): { demo: ServerConfig[]; absent: string[] } {
  const transports = new Map<string, string>();
  for (const span of spans) {
    const server = span.attributes["loupe.mcp.server"];
    if (typeof server !== "string" || transports.has(server)) continue;
    transports.set(server, String(span.attributes["loupe.mcp.transport"] ?? ""));
  }
  const demo: ServerConfig[] = [];
  const absent: string[] = [];
  for (const [name, transport] of transports) {
    if (transport === "demo" && name === DEMO_WEATHER_SERVER_NAME) {
      demo.push({ name, transport: "demo" });
    } else absent.push(name);
  }
  return { demo, absent };
}

/** The task a history states: its first user message. */
function taskOf(history: readonly HistoryMessage[]): string {
  return history.find((message) => message.role === "user")?.content ?? "";
}

/**
 * A GenAI trace (docs/telemetry.md, "Import a trace") as a Loupe session file: the
 * `invoke_agent` span's trace (or, without one, the first `chat` span's) is the session; its
 * first chat span's input messages are the system prompt (`gen_ai.system_instructions` when
 * present) and the history it starts from; each `chat` span is a turn whose
 * `gen_ai.output.messages` is the answer, read by the dialect the system prompt asks for
 * (native when none); the `execute_tool` span after it gives the observation
 * (`gen_ai.tool.call.result`), else the next chat's last input message; a chat span with an
 * `error.type` is a failed turn. A trace without message content is refused, saying how to
 * export it with content.
 */
export function traceSessionFile(allSpans: readonly TraceSpan[]): TraceSession {
  const { agent, spans } = sessionSpans(allSpans);
  const chats = spans.filter((span) => operationOf(span) === GEN_AI_OPERATION_NAME_VALUE_CHAT);
  const tools = spans.filter(
    (span) => operationOf(span) === GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
  );
  const inputs = chats.map((chat, index) =>
    spanMessages(
      contentOf(chat, index, ATTR_GEN_AI_INPUT_MESSAGES),
      `chat span ${index + 1}'s ${ATTR_GEN_AI_INPUT_MESSAGES}`,
    ),
  );
  const outputs = chats.map((chat, index) =>
    failureOf(chat) !== undefined && chat.attributes[ATTR_GEN_AI_OUTPUT_MESSAGES] === undefined
      ? { content: "", toolCalls: [] }
      : answerOf(
          spanMessages(
            contentOf(chat, index, ATTR_GEN_AI_OUTPUT_MESSAGES),
            `chat span ${index + 1}'s ${ATTR_GEN_AI_OUTPUT_MESSAGES}`,
          ),
        ),
  );
  const [first] = chats;
  if (!first) throw noChatSpan(allSpans, agent);
  const firstInput = inputs[0] ?? [];
  const systemPrompt = systemPromptOf(
    first.attributes[ATTR_GEN_AI_SYSTEM_INSTRUCTIONS],
    firstInput,
  );
  const history = historyOf(firstInput) as HistoryMessage[];
  const dialect = dialectAskedForBy(systemPrompt) ?? "native";
  const model = String(
    first.attributes[ATTR_GEN_AI_REQUEST_MODEL] ??
      agent?.attributes[ATTR_GEN_AI_REQUEST_MODEL] ??
      "",
  );
  const servers = serversOf(spans);
  const task = taskOf(history);
  const created: EventPayloads["session.created"] = {
    task,
    model: model === "" ? "unknown" : model,
    dialect,
    systemPrompt,
    literalSystemPrompt: true,
    servers: servers.demo,
    ...(history.length > 0 ? { history } : {}),
  };
  const events: NewEvent[] = [
    { kind: "session.created", at: agent?.startMs ?? first.startMs, data: created },
  ];
  chats.forEach((chat, index) => {
    const turn = index + 1;
    const next = chats[index + 1];
    const answer = outputs[index] ?? { content: "", toolCalls: [] };
    const tool = tools.find(
      (span) => span.startMs >= chat.startMs && (next === undefined || span.startMs < next.startMs),
    );
    const failure = failureOf(chat);
    const inputTokens = numberOf(chat.attributes[ATTR_GEN_AI_USAGE_INPUT_TOKENS]);
    const outputTokens = numberOf(chat.attributes[ATTR_GEN_AI_USAGE_OUTPUT_TOKENS]);
    events.push(
      { kind: "turn.start", at: chat.startMs, data: { turn } },
      {
        kind: "llm.request",
        at: chat.startMs,
        data: {
          turn,
          provider: String(chat.attributes[ATTR_GEN_AI_PROVIDER_NAME] ?? ""),
          url: TRACE_URL,
          method: "POST",
          headers: {},
          body: JSON.stringify({
            model: chat.attributes[ATTR_GEN_AI_REQUEST_MODEL] ?? model,
            messages: inputs[index],
          }),
        },
      },
      {
        kind: "llm.response",
        at: chat.endMs,
        data: {
          turn,
          status: 200,
          headers: {},
          timings: { endMs: chat.endMs - chat.startMs, measured: false },
          assembled: {
            content: answer.content,
            reasoning: "",
            toolCalls: answer.toolCalls,
            ...(inputTokens !== undefined || outputTokens !== undefined
              ? {
                  usage: {
                    ...(inputTokens !== undefined ? { input: inputTokens } : {}),
                    ...(outputTokens !== undefined ? { output: outputTokens } : {}),
                    raw: {},
                  },
                }
              : {}),
            ...(answer.finishReason ? { finishReason: answer.finishReason } : {}),
            ...(failure
              ? { error: { code: failure, message: `The traced model call failed: ${failure}.` } }
              : {}),
          },
        },
      },
    );
    if (failure) {
      events.push({ kind: "turn.end", at: chat.endMs, data: { turn, status: "error" } });
      return;
    }
    const [action] = dialectFor(dialect).readAll(answer);
    if (action) events.push({ kind: "action", at: chat.endMs, data: { turn, dialect, action } });
    const finished = action?.valid === true && isFinish(hostActionOf({ dialect, action }));
    events.push({
      kind: "turn.end",
      at: chat.endMs,
      data: { turn, status: finished ? "done" : "awaiting-decision" },
    });
    if (finished || next === undefined) return;
    const later = historyOf(inputs[index + 1] ?? []).at(-1);
    const result = tool?.attributes[ATTR_GEN_AI_TOOL_CALL_RESULT];
    const text = typeof result === "string" ? result : (later?.content ?? "");
    if (tool) {
      events.push({ kind: "decision", at: tool.startMs, data: { turn, decision: "execute" } });
    }
    events.push({
      kind: "observation",
      at: tool?.endMs ?? next.startMs,
      data: {
        turn,
        source: tool ? "mcp" : "host",
        text,
        ...(action?.toolCall ? { toolCallId: action.toolCall.id } : {}),
      },
    });
  });
  const startedAt = events[0]?.at ?? 0;
  const endedAt = agent?.endMs ?? chats.at(-1)?.endMs ?? startedAt;
  const file: SessionFileV1 = {
    format: SESSION_FILE_FORMAT,
    version: 1,
    exportedAt: new Date(endedAt).toISOString(),
    session: {
      id: first.traceId,
      title: "",
      task,
      model: created.model,
      dialect,
      createdAt: startedAt,
      updatedAt: endedAt,
    },
    events: events.map(
      (event, index) =>
        ({ ...event, seq: index + 1, at: event.at ?? startedAt }) as SessionFileEvent,
    ),
  };
  return { file, absentServers: servers.absent };
}
