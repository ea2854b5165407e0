import type { PendingRequest } from "./inspector-api";

const kinds: Record<string, string> = {
  "sampling/createMessage": "sampling",
  "elicitation/create": "elicitation",
  "roots/list": "its roots",
};

/** What a person reads when the server asks something: "The server asks for sampling — answer in Pending". */
export function pendingNotice(request: Pick<PendingRequest, "method">): string {
  const kind = kinds[request.method] ?? request.method;
  return `The server asks for ${kind} — answer in Pending`;
}

/**
 * The requests that arrived since the page last looked (by request id), newest last, so the page
 * can announce each once.
 */
export function newPendingRequests(
  seen: ReadonlySet<string>,
  pending: readonly PendingRequest[],
): PendingRequest[] {
  return pending.filter((request) => !seen.has(String(request.requestId)));
}
