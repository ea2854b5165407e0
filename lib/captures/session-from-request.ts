import "server-only";
import { readCapturedRequest, splitMessages } from "@/lib/captures/read-captured-request";
import { DEFAULT_DIALECT_ID, type DialectId, dialectAskedForBy } from "@/lib/dialects";
import { LoupeError } from "@/lib/errors";
import type { HistoryMessage, ModelTool } from "@/lib/llm/model-request";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";

/** What a session needs of a captured request to start where the agent was. */
export interface SessionStart {
  /** The request's system prompts joined; undefined when it had none (the dialect's default is used). */
  systemPrompt?: string;
  /** Every other message, in order, with its tool calls and results. */
  history: HistoryMessage[];
  /** `native` when the request offered functions, else the dialect its system prompt asks for. */
  dialect: DialectId;
  /** The first user message: what the session is named after. */
  task: string;
  /** The functions the request offered, which the session offers as captured tools. */
  tools: ModelTool[];
}

/** Most characters of the first user message a session's task keeps: it names the session. */
export const MAX_CAPTURED_TASK_CHARS = 2_000;

/** The task a history names: its first user message, else a line saying where it came from. */
function taskOf(history: readonly HistoryMessage[]): string {
  const first = history.find((message) => message.role === "user" && message.content.trim() !== "");
  const task = first?.content.trim() ?? "A captured request";
  return task.length > MAX_CAPTURED_TASK_CHARS
    ? `${task.slice(0, MAX_CAPTURED_TASK_CHARS - 1)}…`
    : task;
}

/**
 * A captured request body (Chat Completions, Anthropic Messages, Ollama `/api/chat` or
 * `/api/generate`, the Responses API or Gemini's `generateContent`), read by its wire format's
 * provider when `wire` is known and else by the first that reads it, turned into a session
 * start: the system prompts (every system or developer message, wherever it stood) joined into
 * one, the rest as the history, the functions it offered, the dialect (native when it offered
 * functions, else the one its system prompt asks for), the task.
 * A body nothing reads, or with no message besides the system prompt, is `request:invalid`.
 */
export function sessionFromRequest(body: unknown, wire?: WireFormat): SessionStart {
  const reading = readCapturedRequest(body, wire);
  if (!reading) {
    throw new LoupeError(
      "request:invalid",
      "The captured request is not one Loupe can read: a Chat Completions, Anthropic Messages, Ollama /api/chat or /api/generate, Responses API or Gemini body.",
    );
  }
  const { systemPrompt, history } = splitMessages(reading);
  if (history.length === 0) {
    throw new LoupeError(
      "request:invalid",
      "The captured request holds no message besides its system prompt: there is no conversation to start from.",
    );
  }
  const dialect =
    reading.tools.length > 0 ? "native" : (dialectAskedForBy(systemPrompt) ?? DEFAULT_DIALECT_ID);
  return {
    ...(systemPrompt === "" ? {} : { systemPrompt }),
    history,
    dialect,
    task: taskOf(history),
    tools: reading.tools,
  };
}
