import { z } from "zod";
import { answerChatCompletion } from "@/lib/demo/model/answer";
import {
  chatCompletionRequestSchema,
  describeRequestIssue,
} from "@/lib/demo/model/chat-request-schema";
import { completionBody } from "@/lib/demo/model/completion-body";
import { demoModelResponse, findDemoModel } from "@/lib/demo/model/models";
import { openAiErrorResponse } from "@/lib/demo/model/openai-error";
import { demoDelayMs, type StreamOptions, streamDemoCompletion } from "@/lib/demo/model/stream";
import { LoupeError } from "@/lib/errors";
import { readJson } from "@/lib/http/read-json";

/**
 * Answers `POST /chat/completions` for the demo model: reads and checks the body (at most 1 MiB),
 * then answers as SSE or one JSON completion. Every failure is an OpenAI-shaped error, since
 * OpenAI clients call it. The route and Loupe's in-process fetch share it.
 */
export async function handleDemoChatRequest(
  request: Request,
  options: StreamOptions = {},
): Promise<Response> {
  let input: unknown;
  try {
    input = await readJson(request, z.unknown(), { allowEmpty: true });
  } catch (error) {
    if (!(error instanceof LoupeError)) throw error;
    const tooLarge = error.code === "request:too_large";
    const code = tooLarge ? "request_too_large" : "invalid_json";
    return openAiErrorResponse(tooLarge ? 413 : 400, error.message, { code });
  }
  const parsed = chatCompletionRequestSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    const { message, param, code } = describeRequestIssue(parsed.error);
    return openAiErrorResponse(400, message, { param, code });
  }
  const body = parsed.data;
  const model = findDemoModel(body.model);
  if (!model) return demoModelResponse(body.model);
  if (!body.stream) {
    return Response.json(completionBody(body, answerChatCompletion(body), options.now));
  }
  const stream = streamDemoCompletion(body, {
    delayMs: demoDelayMs(),
    signal: request.signal,
    ...(model.pace === "slow" ? { slow: true } : {}),
    ...options,
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
    },
  });
}
