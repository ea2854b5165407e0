import type { ErrorCode } from "@/lib/errors";
import type { NewEvent } from "@/lib/events/types";

/** Why a model call failed, as stored in `llm.response.error` and returned to the caller. */
export interface StreamChatError {
  code: ErrorCode;
  message: string;
  /** The HTTP status, when the provider answered with an error status. */
  status?: number;
}

/** What a content hook answers: `"stop"` ends the stream (the host has seen a complete action). */
export type ContentDecision = "stop" | "continue" | undefined;

/** Sees each content delta as it arrives, with its offset in the assembled content. */
export type ContentHook = (text: string, offset: number) => ContentDecision;

/** Writes an event to the session log and returns the `seq` the store gave it. */
export type EmitEvent = (event: NewEvent) => number;
