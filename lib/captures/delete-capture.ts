import "server-only";
import { LoupeError } from "@/lib/errors";
import type { EventStore } from "@/lib/store";

/** Deletes a capture and its events; `capture:not_found` when there is none (or it is a session). */
export function deleteCapture(store: EventStore, id: string): void {
  if (store.getSession(id)?.kind !== "capture") {
    throw new LoupeError("capture:not_found", `There is no capture with id "${id}".`);
  }
  store.deleteSession(id);
}
