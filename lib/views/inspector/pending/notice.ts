import type { EndedRequest, PendingRequest, RefusedRequests } from "@/lib/api/inspector";
import { countOf } from "@/lib/views/shared/format";

/** Whether two listed requests are the same one: ids repeat across connections, times do not. */
export function samePendingRequest(
  one: Pick<PendingRequest, "requestId" | "at">,
  other: Pick<PendingRequest, "requestId" | "at">,
): boolean {
  return String(one.requestId) === String(other.requestId) && one.at === other.at;
}

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

/**
 * What a person reads once the server sent more requests than the connection keeps waiting:
 * how many were refused and why, or nothing while none was.
 */
export function refusedNotice(refused: RefusedRequests | null): string | null {
  if (!refused || refused.count === 0) return null;
  return `${countOf(refused.count, "request")} from the server ${refused.count === 1 ? "was" : "were"} refused at once: ${refused.limit} already waited, the most Loupe keeps per connection. The server got an error saying so.`;
}

/** One request that ended with its call: "sampling/createMessage request 3 ended unanswered: its call tools/call timed out." */
export function endedNote(request: EndedRequest): string {
  return `${request.method} request ${String(request.requestId)} ended unanswered: ${request.why}.`;
}

/**
 * What a person reads when the request they had selected left the list: why, when it ended with
 * its call, and that another must be chosen (the page does not switch to one by itself).
 */
export function selectionGoneNote(
  request: Pick<PendingRequest, "requestId" | "method" | "at">,
  ended: readonly EndedRequest[],
): string {
  const id = String(request.requestId);
  const end = ended.findLast((item) => samePendingRequest(item, request));
  const why = end ? `it ended unanswered: ${end.why}` : "it was answered, cancelled or timed out";
  return `The ${request.method} request ${id} you had selected no longer waits (${why}). Choose another above.`;
}
