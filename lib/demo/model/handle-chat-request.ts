import { z } from "zod";
import { answerChatCompletion } from "@/lib/demo/model/answer";
import {
  chatCompletionRequestSchema,
  describeRequestIssue,
} from "@/lib/demo/model/chat-request-schema";
import { completionBody } from "@/lib/demo/model/completion-body";
import { findDemoModel } from "@/lib/demo/model/models";
import { openAiErrorResponse } from "@/lib/demo/model/openai-error";
import { demoDelayMs, type StreamOptions, streamChatCompletion } from "@/lib/demo/model/stream";
import { LoupeError } from "@/lib/errors";
import { MAX_JSON_BODY_BYTES, readJson } from "@/lib/http/read-json";

/**
 * Answers `POST /chat/completions` for the demo model: reads and checks the body, then answers as
 * SSE or one JSON completion. Every failure is an OpenAI-shaped error, since OpenAI clients call it.
 * The route and Loupe's in-process fetch share it; the route adds the security guard.
 */
export async function handleDemoChatRequest(
  request: Request,
  options: StreamOptions = {},
): Promise<Response> {
  let input: unknown;
  try {
    input = await readJson(request, z.unknown(), {
      maxBytes: MAX_JSON_BODY_BYTES,
      allowEmpty: true,
    });
  } catch (error) {
    if (!(error instanceof LoupeError)) throw error;
    const tooLarge = error.code === "request:too_large";
    return openAiErrorResponse(tooLarge ? 413 : 400, error.message, {
      code: tooLarge ? "request_too_large" : "invalid_json",
    });
  }
  const parsed = chatCompletionRequestSchema.safeParse(input);
  if (!parsed.success) {
    const { message, param, code } = describeRequestIssue(parsed.error, input);
    return openAiErrorResponse(400, message, { param, code });
  }
  const body = parsed.data;
  if (!findDemoModel(body.model)) {
    return openAiErrorResponse(
      404,
      `The model '${body.model}' does not exist; the demo serves "demo" and "demo-sloppy".`,
      {
        param: "model",
        code: "model_not_found",
      },
    );
  }
  if (body.stream) {
    const stream = streamChatCompletion(body, {
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
  const now = options.now ?? Date.now;
  return Response.json(completionBody(body, answerChatCompletion(body), Math.floor(now() / 1000)));
}
