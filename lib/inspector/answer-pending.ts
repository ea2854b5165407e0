import "server-only";
import type { PendingAnswer } from "@/lib/api/inspector";
import { LoupeError } from "@/lib/errors";
import { pendingRequestsOf } from "@/lib/inspector/inspector-connections";
import { checkPendingResult } from "@/lib/inspector/pending-result";
import { getServerStore } from "@/lib/servers";

/**
 * Answers a request the listed server waits on: a result (checked against what its method
 * expects) or a JSON-RPC error. `server:not_found` / `pending:not_found` for an unknown id.
 */
export function answerPending(serverId: string, requestId: string, answer: PendingAnswer): void {
  const server = getServerStore().require(serverId);
  const pending = pendingRequestsOf(serverId);
  if (!pending) {
    throw new LoupeError(
      "pending:not_found",
      `No request from MCP server "${server.name}" with id "${requestId}" is waiting: the inspector is not connected to it.`,
    );
  }
  const request = pending.require(requestId, server.name);
  if ("result" in answer) checkPendingResult(request, answer.result);
  pending.answer(requestId, server.name, answer);
}
