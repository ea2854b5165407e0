import { z } from "zod";
import { answerChatCompletion } from "@/lib/demo/model/answer";
import { anthropicErrorResponse } from "@/lib/demo/model/anthropic-error";
import { messageBody, messageStreamEvents } from "@/lib/demo/model/message-body";
import {
  describeMessagesIssue,
  messagesRequestSchema,
} from "@/lib/demo/model/messages-request-schema";
import { messagesToChat } from "@/lib/demo/model/messages-to-chat";
import { pacedStream } from "@/lib/demo/model/paced-stream";
import { demoDelayMs, type StreamOptions } from "@/lib/demo/model/stream";
import { LoupeError } from "@/lib/errors";
import { readJson } from "@/lib/http/read-json";

/** Largest Messages body the demo reads (32 MiB): an agent's whole context can be megabytes. */
export const MAX_MESSAGES_BODY_BYTES = 32 * 1024 * 1024;

/**
 * Answers `POST /v1/messages` for the demo model: reads and checks the body, lets the same script
 * as chat completions decide the step, and answers as Anthropic SSE or one JSON message. Every
 * failure is an Anthropic-shaped error, since Anthropic clients (Claude Code, the SDK) call it.
 */
export async function handleDemoMessagesRequest(
  request: Request,
  options: StreamOptions = {},
): Promise<Response> {
  let input: unknown;
  try {
    input = await readJson(request, z.unknown(), { maxBytes: MAX_MESSAGES_BODY_BYTES });
  } catch (error) {
    if (!(error instanceof LoupeError)) throw error;
    if (error.code === "request:too_large") {
      return anthropicErrorResponse(413, "request_too_large", error.message);
    }
    return anthropicErrorResponse(400, "invalid_request_error", error.message);
  }
  const parsed = messagesRequestSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    return anthropicErrorResponse(
      400,
      "invalid_request_error",
      describeMessagesIssue(parsed.error),
    );
  }
  const chat = messagesToChat(parsed.data);
  const exchange = { request: parsed.data, chat, answer: answerChatCompletion(chat) };
  if (!parsed.data.stream) return Response.json(messageBody(exchange));
  const stream = pacedStream(messageStreamEvents(exchange), {
    delayMs: demoDelayMs(),
    signal: request.signal,
    ...options,
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
    },
  });
}
