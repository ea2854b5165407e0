import "server-only";
import { randomUUID } from "node:crypto";
import type { CapturedAnswerReading } from "@/lib/captures/captured-answer-reading";
import { CAPTURE_TURN } from "@/lib/captures/import-capture";
import { readCapturedRequest } from "@/lib/captures/read-captured-request";
import { DEFAULT_DIALECT_ID } from "@/lib/dialects";
import type { EventPayloads, NewEvent } from "@/lib/events/types";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";
import { isRecord, type RequestReading } from "@/lib/llm/request-reading";
import type { EmitEvent } from "@/lib/llm/stream-types";
import { type ConversationRequest, captureConversation } from "@/lib/proxy/capture-conversation";
import type { EventStore } from "@/lib/store";
import { getDatabase, type LoupeDatabase } from "@/lib/store/database";

/** What a proxied exchange's capture is opened with. */
export interface ProxyCaptureStart {
  upstream: string;
  method: string;
  path: string;
  /** The model the request body names, or "". */
  model: string;
  /** The request as read, which the capture's conversation is found from. */
  request?: ConversationRequest;
  /** How its answer's actions are read, when its request could be read. */
  reading?: CapturedAnswerReading;
}

/** A capture being recorded as its exchange streams. */
export interface ProxyCapture {
  id: string;
  /** Stores one event of the exchange and answers its seq. */
  emit: EmitEvent;
  /** Stores the events of one network read in one transaction. */
  withinRead: (handleRead: () => void) => void;
  /** Closes the capture with how the exchange went. */
  finish(
    exchange: EventPayloads["capture.exchange"],
    error?: { code: string; message: string },
  ): void;
}

/** A proxied request body as the capture reads it, parsed once before it is forwarded. */
export interface ProxiedRequestBody {
  /** The model the body names (`"model": "…"`), or "" when it names none or is not JSON. */
  model: string;
  /** The body read as a model request; undefined when it is none Loupe reads (or is cut). */
  reading?: RequestReading;
}

/**
 * Reads a proxied request's recorded body once, for its capture's model, conversation and how its
 * answer is read: by the wire format's provider when `wire` is known, else by the first that
 * reads it.
 */
export function readProxiedRequestBody(body: string, wire?: WireFormat): ProxiedRequestBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { model: "" };
  }
  const model = isRecord(parsed) && typeof parsed.model === "string" ? parsed.model : "";
  const reading = readCapturedRequest(parsed, wire);
  return reading ? { model, reading } : { model };
}

/**
 * Opens a capture for one proxied exchange (a sessions row of kind `capture`, as an imported
 * one is), with the events of a live turn as they happen: `session.created`, `turn.start`, its
 * `capture.conversation` when it belongs to one (`captureConversation`), then
 * the `llm.*` events the recorder emits, and at the end `capture.exchange` and `turn.end`.
 */
export function openProxyCapture(
  store: EventStore,
  start: ProxyCaptureStart,
  database: LoupeDatabase = getDatabase(),
): ProxyCapture {
  const id = `capture-${randomUUID()}`;
  const task = proxyCaptureTask(start);
  store.burst(() => {
    store.createSession({ id, task, model: start.model, kind: "capture" });
    store.appendMany(id, [
      {
        kind: "session.created",
        data: {
          task,
          model: start.model,
          dialect: start.reading?.dialect ?? DEFAULT_DIALECT_ID,
          systemPrompt: "",
          ...(start.reading ? { requestTools: start.reading.requestTools } : {}),
        },
      },
      { kind: "turn.start", data: { turn: CAPTURE_TURN } },
    ]);
    const conversation = start.request && captureConversation(database, id, start.request);
    if (conversation) store.append(id, { kind: "capture.conversation", data: conversation });
  });
  return {
    id,
    emit: (event) => store.append(id, event).seq,
    withinRead: (handleRead) => store.burst(handleRead),
    finish(exchange, error) {
      const events: NewEvent[] = [{ kind: "capture.exchange", data: exchange }];
      if (error) {
        events.push({ kind: "error", data: { turn: CAPTURE_TURN, where: "proxy", ...error } });
      }
      events.push({
        kind: "turn.end",
        data: { turn: CAPTURE_TURN, status: exchange.end === "complete" ? "done" : "error" },
      });
      store.appendMany(id, events);
    },
  };
}

/** A proxied capture's task, which names its exchange: `POST /v1/messages via anthropic`. */
export function proxyCaptureTask(
  start: Pick<ProxyCaptureStart, "method" | "path" | "upstream">,
): string {
  return `${start.method} ${start.path} via ${start.upstream}`;
}

/** What a capture's task names when the proxy wrote it (`proxyCaptureTask`), else undefined. */
export function proxyTaskParts(
  task: string,
): Pick<ProxyCaptureStart, "method" | "path" | "upstream"> | undefined {
  const match = /^([A-Z]+) (\S+) via (\S+)$/.exec(task);
  return match?.[1] && match[2] && match[3]
    ? { method: match[1], path: match[2], upstream: match[3] }
    : undefined;
}

/** The upstream a capture's task names when the proxy wrote it (`proxyCaptureTask`), else undefined. */
export function proxyTaskUpstream(task: string): string | undefined {
  return proxyTaskParts(task)?.upstream;
}
