import type { NewEvent } from "@/lib/events/types";
import type { ModelPart } from "@/lib/llm/model-part";

/** What a part hook answers: `"stop"` ends the stream (the host has seen a complete action). */
export type PartDecision = "stop" | "continue" | undefined;

/** Sees each neutral part as it arrives; returning `"stop"` ends the request early. */
export type PartHook = (part: ModelPart) => PartDecision;

/** Writes an event to the session log and returns the `seq` the store gave it. */
export type EmitEvent = (event: NewEvent) => number;
