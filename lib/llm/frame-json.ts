import type { ZodType } from "zod";
import { errorMessage } from "@/lib/errors";
import { tooDeepPath, tooDeepReason } from "@/lib/json/json-depth";
import type { ModelFrame } from "@/lib/llm/model-provider";

/** A frame's JSON value read against a schema, or the sentence saying why it could not be. */
export type FrameJsonReading<Value> =
  | { ok: true; value: Value; raw: unknown }
  | { ok: false; problem: string };

function preview(text: string): string {
  const oneLine = text.replace(/\s+/g, " ");
  return oneLine.length > 120 ? `${oneLine.slice(0, 120)}…` : oneLine;
}

function frameName(frame: ModelFrame): string {
  return frame.framing === "ndjson" ? "NDJSON line" : "SSE event";
}

/**
 * Parses a frame's data as JSON and checks it against `schema`, so every provider reports a bad
 * frame the same way: where it was, what was wrong (a frame nested past `MAX_JSON_DEPTH` too),
 * and that it was skipped. `names` says what
 * the frame should have been, streamed and whole (e.g. `chat.completion.chunk`, `chat.completion`).
 */
export function readFrameJson<Value>(
  frame: ModelFrame,
  schema: ZodType<Value>,
  names: { streamed: string; whole: string },
): FrameJsonReading<Value> {
  let raw: unknown;
  try {
    raw = JSON.parse(frame.data);
  } catch (error) {
    const reason = errorMessage(error);
    return {
      ok: false,
      problem:
        frame.framing === "json"
          ? `The JSON response is not valid JSON (${reason}).`
          : `The data of the ${frameName(frame)} at ${frame.where} is not JSON (${reason}); it was skipped: ${preview(frame.data)}`,
    };
  }
  const deep = tooDeepPath(raw);
  if (deep !== undefined) {
    return {
      ok: false,
      problem:
        frame.framing === "json"
          ? `The JSON response ${tooDeepReason(deep)}.`
          : `The data of the ${frameName(frame)} at ${frame.where} ${tooDeepReason(deep)}; it was skipped.`,
    };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    const detail = `${path}${issue?.message ?? "invalid"}`;
    return {
      ok: false,
      problem:
        frame.framing === "json"
          ? `The JSON response is not a ${names.whole} (${detail}).`
          : `The ${frameName(frame)} at ${frame.where} is not a ${names.streamed} (${detail}); it was skipped.`,
    };
  }
  return { ok: true, value: parsed.data, raw };
}

/** The frame's data shortened to one line, for messages that quote it. */
export function previewFrame(frame: ModelFrame): string {
  return preview(frame.data);
}
