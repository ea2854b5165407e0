import "server-only";
import { randomUUID } from "node:crypto";
import type { CapturedAnswerReading } from "@/lib/captures/captured-answer-reading";
import { CAPTURE_TURN } from "@/lib/captures/import-capture";
import { DEFAULT_DIALECT_ID } from "@/lib/dialects";
import type { EventPayloads, NewEvent } from "@/lib/events/types";
import type { EmitEvent } from "@/lib/llm/stream-types";
import type { EventStore } from "@/lib/store";

/** What a proxied exchange's capture is opened with. */
export interface ProxyCaptureStart {
  upstream: string;
  method: string;
  path: string;
  /** The model the request body names, or "". */
  model: string;
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

/** The model a request body names (`"model": "…"`), or "" when it names none or is not JSON. */
export function requestModel(body: string): string {
  try {
    const model = (JSON.parse(body) as { model?: unknown } | null)?.model;
    return typeof model === "string" ? model : "";
  } catch {
    return "";
  }
}

/**
 * Opens a capture for one proxied exchange (a sessions row of kind `capture`, as an imported
 * one is), with the events of a live turn as they happen: `session.created`, `turn.start`, then
 * the `llm.*` events the recorder emits, and at the end `capture.exchange` and `turn.end`.
 */
export function openProxyCapture(store: EventStore, start: ProxyCaptureStart): ProxyCapture {
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

/** The upstream a capture's task names when the proxy wrote it (`proxyCaptureTask`), else undefined. */
export function proxyTaskUpstream(task: string): string | undefined {
  return /^[A-Z]+ \S+ via (\S+)$/.exec(task)?.[1];
}
