import "server-only";
import { LoupeError } from "@/lib/errors";
import { pendingRequestsOf } from "@/lib/inspector/inspector-connections";
import {
  type SamplingParams,
  samplingModelRequest,
  samplingStopReason,
} from "@/lib/inspector/sampling-model-request";
import { trafficLogId } from "@/lib/inspector/traffic-log";
import { streamModel } from "@/lib/llm/stream-model";
import { resolveModel } from "@/lib/models/catalogue";
import { getServerStore } from "@/lib/servers";
import { getEventStore } from "@/lib/store";

/** A model's proposed `CreateMessageResult` for a pending `sampling/createMessage`, for a person to edit and send. */
export interface ProposedSamplingResult {
  role: "assistant";
  content: { type: "text"; text: string };
  model: string;
  stopReason: string;
}

/** Give up on a model that sends nothing for this long. */
const DRAFT_IDLE_TIMEOUT_MS = 60_000;

/**
 * Runs `modelId` (as `GET /api/models` lists it) on a pending `sampling/createMessage` and answers
 * the `CreateMessageResult` it proposes, without sending it: the person approves or edits it and
 * answers the request with `POST /pending/:requestId`. The model's exchange is kept in the
 * server's traffic log. A request of another method is `request:invalid`; a model that fails is
 * `model:stream_failed` (the request stays pending).
 */
export async function draftSamplingAnswer(
  serverId: string,
  requestId: string,
  modelId: string,
): Promise<ProposedSamplingResult> {
  const server = getServerStore().require(serverId);
  const pending = pendingRequestsOf(serverId);
  if (!pending) {
    throw new LoupeError(
      "pending:not_found",
      `No request from MCP server "${server.name}" with id "${requestId}" is waiting: the inspector is not connected to it.`,
    );
  }
  const request = pending.require(requestId, server.name);
  if (request.method !== "sampling/createMessage") {
    throw new LoupeError(
      "request:invalid",
      `Request "${requestId}" from MCP server "${server.name}" is ${request.method}, not sampling/createMessage; only a sampling request can be drafted by a model.`,
    );
  }
  const target = resolveModel(modelId);
  const store = getEventStore();
  const logId = trafficLogId(serverId);
  const streamProblems: string[] = [];
  const { assembled } = await streamModel({
    turn: 0,
    request: samplingModelRequest(target.model, (request.params ?? {}) as SamplingParams),
    target,
    idleTimeoutMs: DRAFT_IDLE_TIMEOUT_MS,
    onEvent: (event) => {
      if (event.kind === "error") streamProblems.push(event.data.message);
      return store.append(logId, event).seq;
    },
    withinRead: (handleRead) => store.burst(handleRead),
  });
  if (assembled.error) {
    const { message } = assembled.error;
    const others = streamProblems.filter((problem) => !message.includes(problem));
    const why = [message, ...others].map((text) => text.replace(/\.?$/, ".")).join(" ");
    throw new LoupeError(
      "model:stream_failed",
      `Model "${modelId}" could not draft an answer to sampling request "${requestId}": ${why} The request is still pending: draft again, or answer it by hand.`,
    );
  }
  return {
    role: "assistant",
    content: { type: "text", text: assembled.content },
    model: target.model,
    stopReason: samplingStopReason(assembled.finishReason),
  };
}
