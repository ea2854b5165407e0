import "server-only";
import type { CaptureView } from "@/lib/api/captures";
import { dialectFor } from "@/lib/dialects";
import { LoupeError } from "@/lib/errors";
import type { LoupeEvent } from "@/lib/events/types";
import { tooDeepPath } from "@/lib/json/json-depth";
import type { EventStore } from "@/lib/store";

/** The request's JSON, or its text when it is not JSON or nests too deep to answer as a tree. */
function parsedRequest(body: string | undefined): unknown {
  if (body === undefined || body === "") return null;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return body;
  }
  return tooDeepPath(value) === undefined ? value : body;
}

/** The capture with this id; `capture:not_found` when there is none (or it is a session). */
export function getCapture(store: EventStore, id: string): CaptureView {
  if (store.getSession(id)?.kind !== "capture") {
    throw new LoupeError("capture:not_found", `There is no imported capture with id "${id}".`);
  }
  const events = store.events(id);
  let created: Extract<LoupeEvent, { kind: "session.created" }> | undefined;
  let request: Extract<LoupeEvent, { kind: "llm.request" }> | undefined;
  let response: Extract<LoupeEvent, { kind: "llm.response" }> | undefined;
  for (const event of events) {
    if (event.kind === "session.created") created ??= event;
    else if (event.kind === "llm.request") request ??= event;
    else if (event.kind === "llm.response") response ??= event;
  }
  if (!created || !response) {
    throw new LoupeError("internal:error", `The capture "${id}" is incomplete in the store.`);
  }
  const assembled = response.data.assembled;
  return {
    id,
    request: parsedRequest(request?.data.body),
    assembled,
    events,
    actions: dialectFor(created.data.dialect).readAll(assembled),
  };
}
