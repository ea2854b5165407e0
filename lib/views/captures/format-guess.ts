import type { CaptureFormat } from "@/lib/captures/capture-format";

/** The format a paste looks like, and the line that says so. */
export interface CaptureFormatGuess {
  format: CaptureFormat;
  /** 1-based number of the line that decided it (1 for a whole JSON answer). */
  line: number;
  /** That line, shortened for a hint. */
  evidence: string;
}

/** How much of a paste the guess reads: the start says what the stream is. */
const scannedCharacters = 256 * 1024;
/** A whole JSON answer is parsed only below this size; a longer one is a stream anyway. */
const parsedWholeCharacters = 1024 * 1024;

const anthropicEventName =
  /^event:\s*(message_start|content_block_start|content_block_delta|content_block_stop|message_delta|message_stop)\b/;
const anthropicEventType =
  /"type"\s*:\s*"(message_start|content_block_start|content_block_delta|content_block_stop|message_delta|message_stop)"/;
const openaiChoices = /"choices"\s*:/;
const responsesEventName = /^event:\s*response\./;
const responsesEventType = /"type"\s*:\s*"response\./;
const geminiCandidates = /"(candidates|usageMetadata)"\s*:/;
const ollamaDone = /"done"\s*:/;

function shorten(line: string): string {
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
}

/** The format one line points to, or undefined when it says nothing either way. */
function formatOfLine(line: string): CaptureFormat | undefined {
  if (anthropicEventName.test(line)) return "anthropic";
  if (responsesEventName.test(line)) return "openai-responses";
  const payload = line.startsWith("data:") ? line.slice("data:".length).trimStart() : line;
  if (!payload.startsWith("{")) return undefined;
  if (anthropicEventType.test(payload)) return "anthropic";
  if (openaiChoices.test(payload)) return "openai";
  if (responsesEventType.test(payload)) return "openai-responses";
  if (geminiCandidates.test(payload)) return "gemini";
  if (!line.startsWith("data:") && ollamaDone.test(payload)) return "ollama";
  return undefined;
}

/** The format of one whole JSON answer (a non-streaming response), if it is one. */
function formatOfWholeAnswer(text: string): CaptureFormat | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const answer = value as Record<string, unknown>;
  if ("choices" in answer) return "openai";
  if (answer.type === "message" || "stop_reason" in answer) return "anthropic";
  if ("done" in answer) return "ollama";
  if (answer.object === "response") return "openai-responses";
  if ("candidates" in answer) return "gemini";
  return undefined;
}

/**
 * Which import format a pasted stream looks like, as a suggestion for the form: the first line
 * that tells wins: `data: {"choices"…` is OpenAI-compatible, `event: message_start` (or an
 * Anthropic event type in the JSON) is Anthropic, `event: response.…` (or a `response.…` type)
 * is the Responses API, `"candidates":` is Gemini, a bare JSON line with `"done":` is Ollama's
 * NDJSON. A whole JSON answer is read by its fields. Undefined when nothing tells.
 */
export function guessCaptureFormat(text: string): CaptureFormatGuess | undefined {
  const start = text.slice(0, scannedCharacters).replace(/^\uFEFF/, "");
  const lines = start.split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const format = formatOfLine(line);
    if (format) return { format, line: index + 1, evidence: shorten(line) };
  }
  if (text.length > parsedWholeCharacters) return undefined;
  const whole = text.trim();
  if (whole.startsWith("{")) {
    const format = formatOfWholeAnswer(whole);
    if (format) return { format, line: 1, evidence: shorten(lines[0]?.trim() ?? "") };
  }
  return undefined;
}
