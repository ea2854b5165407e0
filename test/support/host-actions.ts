import {
  type DialectId,
  dialectFor,
  type HostAction,
  type HostActionRequest,
} from "@/lib/dialects";
import type { ParsedAction } from "@/lib/events/types";
import type { AssembledAnswer } from "@/lib/llm/model-part";

/**
 * Host actions for view tests, shown by made-up dialect words (`call`, `finish`): the views pass
 * a dialect's words through as they are, and switch on the host action only.
 */
export const forecastCall: HostAction = {
  kind: "mcp-tool",
  server: "weather",
  tool: "get_forecast",
  arguments: { latitude: 40.7128 },
  source: { name: "call", detail: "weather/get_forecast", spoken: "call get_forecast" },
};

/** The run's final answer. */
export const finishAnswer: HostAction = {
  kind: "finish",
  result: "Sunny, 24 °C.",
  source: { name: "finish", spoken: "finish" },
};

/** A file written on the workspace. */
export const fileWrite: HostAction = {
  kind: "file-tool",
  which: "write",
  args: { path: "result.md", content: "# NY" },
  source: { name: "write", detail: "result.md", spoken: "write result.md" },
};

/** A final answer the stream cut off: it cannot run, and it still ends the run. */
export const cutFinish: HostAction = {
  kind: "invalid",
  reasons: [],
  meant: { kind: "finish", result: "Sun", source: { name: "finish", spoken: "finish" } },
  source: { name: "finish", spoken: "finish" },
};

/**
 * What a dialect reads in an answer asking for `request`, as a model writes it in that dialect:
 * a real reading for tests outside the dialects, without their words.
 */
export function readingOf(
  dialect: DialectId,
  request: HostActionRequest,
  callId?: string,
): ParsedAction {
  const reading = dialectFor(dialect).readAll(dialectFor(dialect).write(request, callId))[0];
  if (!reading) throw new Error(`the ${dialect} dialect read nothing back for ${request.kind}`);
  return reading;
}

/** The answer text (or tool call) a model writes in `dialect` to ask for `request`. */
export function answerFor(
  dialect: DialectId,
  request: HostActionRequest,
  callId?: string,
): Pick<AssembledAnswer, "content" | "toolCalls"> {
  return dialectFor(dialect).write(request, callId);
}

/** The demo's forecast call for New York, as the host runs it. */
export const forecastRequest: HostActionRequest = {
  kind: "mcp-tool",
  server: "weather",
  tool: "get_forecast",
  arguments: { latitude: 40.7128, longitude: -74.006 },
};

/** The function name the native dialect gives the demo's forecast tool. */
export const nativeForecastName = answerFor("native", forecastRequest).toolCalls[0]?.name ?? "";

/** The function name the native dialect gives the host's finish tool. */
export const nativeFinishName =
  answerFor("native", { kind: "finish", result: "done" }).toolCalls[0]?.name ?? "";
