import "server-only";
import { randomUUID } from "node:crypto";
import type { CaptureFormat } from "@/lib/captures/capture-format";
import { replayCapture } from "@/lib/captures/replay-capture";
import { DEFAULT_DIALECT_ID, dialectFor, isFinish } from "@/lib/dialects";
import type { DialectId, NewEvent, ParsedAction } from "@/lib/events/types";
import type { EventStore } from "@/lib/store";

/** What `POST /api/captures/import` takes. */
export interface CaptureImport {
  format: CaptureFormat;
  raw: string;
  /** The request as logged: its body text, or the body as JSON. */
  request?: string | Record<string, unknown>;
  dialect?: DialectId;
}

/** The turn every capture records its exchange under. */
export const CAPTURE_TURN = 1;

function requestBodyText(request: CaptureImport["request"]): string | undefined {
  if (request === undefined) return undefined;
  return typeof request === "string" ? request : JSON.stringify(request);
}

function requestModel(request: CaptureImport["request"]): string {
  let value: unknown = request;
  if (typeof request === "string") {
    try {
      value = JSON.parse(request);
    } catch {
      return "";
    }
  }
  const model = (value as { model?: unknown } | undefined)?.model;
  return typeof model === "string" ? model : "";
}

/**
 * Imports a raw stream as a capture: a sessions row of kind `capture` (so the session list
 * leaves it out, as it does the inspector's traffic logs) holding the events of one live turn:
 * `session.created` (task `Imported <format> capture`, the dialect), `turn.start`, the replayed
 * `llm.*` exchange, the first `action` (or the stream's `error`) and `turn.end`, with the status
 * a live turn would have ended with. Everything is stored in one transaction: a paste that
 * cannot be read stores nothing. Answers the capture's id (`capture-<uuid>`).
 */
export async function importCapture(store: EventStore, input: CaptureImport): Promise<string> {
  const dialectId = input.dialect ?? DEFAULT_DIALECT_ID;
  const dialect = dialectFor(dialectId);
  const parser = dialect.createParser();
  const events: NewEvent[] = [
    {
      kind: "session.created",
      data: {
        task: `Imported ${input.format} capture`,
        model: requestModel(input.request),
        dialect: dialectId,
        systemPrompt: "",
      },
    },
    { kind: "turn.start", data: { turn: CAPTURE_TURN } },
  ];
  // A new session numbers its events from 1, so each event's seq is known before it is stored.
  const onEvent = (event: NewEvent) => events.push(event);
  let early: ParsedAction | undefined;
  const requestBody = requestBodyText(input.request);
  const { assembled } = await replayCapture({
    format: input.format,
    raw: input.raw,
    turn: CAPTURE_TURN,
    onEvent,
    onPart: (part) => {
      const read = parser.push(part);
      early ??= read;
      return undefined;
    },
    ...(requestBody === undefined ? {} : { requestBody }),
  });
  const final = parser.end(assembled);
  // Nothing cut the stream, so the whole answer's verdict on its first action is the action.
  const action = final.action ?? early;
  if (assembled.error && (action === undefined || action.partial)) {
    const { code, message } = assembled.error;
    events.push(
      { kind: "error", data: { turn: CAPTURE_TURN, where: "llm.stream", code, message } },
      { kind: "turn.end", data: { turn: CAPTURE_TURN, status: "error" } },
    );
  } else {
    if (action) {
      events.push({
        kind: "action",
        data: {
          turn: CAPTURE_TURN,
          dialect: dialectId,
          action,
          ...(final.thinking === undefined ? {} : { thinking: final.thinking }),
        },
      });
    }
    const done = action?.valid && isFinish(dialect.hostAction(action));
    events.push({
      kind: "turn.end",
      data: { turn: CAPTURE_TURN, status: done ? "done" : "awaiting-decision" },
    });
  }

  const id = `capture-${randomUUID()}`;
  store.burst(() => {
    store.createSession({
      id,
      task: `Imported ${input.format} capture`,
      model: requestModel(input.request),
      kind: "capture",
    });
    const stored = store.appendMany(id, events);
    if (stored.at(-1)?.seq !== events.length) {
      throw new Error(`capture ${id} was numbered from ${stored[0]?.seq}, not 1`);
    }
  });
  return id;
}
