import { type CaptureFormat, captureFormatInfo } from "@/lib/captures/capture-format";
import { LoupeError } from "@/lib/errors";

/** How the pasted text was turned into the response body that is replayed. */
export type RawStreamShape =
  /** An SSE body, replayed byte for byte. */
  | "sse"
  /**
   * An `lm.log`-style dump: one `data:` line per event (after its `event:` line, if any) with
   * no blank lines between them, and `data: : comment` for keep-alives. A blank line is put after each data line and the
   * comments are unwrapped; everything else stays as pasted.
   */
  | "data-lines"
  /** One JSON payload per line without `data:` (a `*.chunks.txt` recording), framed as SSE. */
  | "json-lines"
  /** NDJSON (Ollama), replayed byte for byte. */
  | "ndjson"
  /** One whole JSON answer (a non-streaming response), replayed as `application/json`. */
  | "json";

/** The body to replay, its content-type, and how it was read out of the paste. */
export interface RawStreamBody {
  text: string;
  contentType: string;
  shape: RawStreamShape;
}

/** A line and the terminator that ended it (empty for the last line without one). */
interface RawLine {
  text: string;
  end: string;
}

function splitLines(raw: string): RawLine[] {
  const lines: RawLine[] = [];
  const pattern = /\r\n|\r|\n/g;
  let start = 0;
  for (let match = pattern.exec(raw); match !== null; match = pattern.exec(raw)) {
    lines.push({ text: raw.slice(start, match.index), end: match[0] });
    start = match.index + match[0].length;
  }
  if (start < raw.length) lines.push({ text: raw.slice(start), end: "" });
  return lines;
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function quote(line: string): string {
  return line.length > 80 ? `"${line.slice(0, 80)}…"` : `"${line}"`;
}

/** The value of a `data:` line (one optional space after the colon dropped). */
function dataValue(line: string): string {
  const value = line.slice("data:".length);
  return value.startsWith(" ") ? value.slice(1) : value;
}

/** A keep-alive logged as `data: : OPENROUTER PROCESSING`: the comment it wraps. */
function wrappedComment(line: string): string | undefined {
  if (!line.startsWith("data:")) return undefined;
  const value = dataValue(line);
  return value.startsWith(":") ? value : undefined;
}

function isDataLine(line: string | undefined): boolean {
  return line?.startsWith("data:") === true;
}

/** True when a data line holding a whole payload is followed at once by the next event's line. */
function isDataLineDump(lines: RawLine[]): boolean {
  return lines.some((line, index) => {
    const next = lines[index + 1]?.text ?? "";
    if (!isDataLine(line.text) || !/^(data|event|id):/.test(next)) return false;
    const value = dataValue(line.text).trim();
    return value === "[DONE]" || wrappedComment(line.text) !== undefined || parsesAsJson(value);
  });
}

function firstContentLine(lines: RawLine[]): { text: string; number: number } {
  const index = lines.findIndex((line) => line.text.trim() !== "");
  return { text: lines[index]?.text.trim() ?? "", number: index + 1 };
}

function sseBody(raw: string, lines: RawLine[], format: CaptureFormat): RawStreamBody {
  const hasDataLine = lines.some((line) => isDataLine(line.text));
  if (!hasDataLine) {
    const contentLines = lines.filter((line) => line.text.trim() !== "");
    if (contentLines.every((line) => line.text.trim().startsWith("{") && parsesAsJson(line.text))) {
      const text = contentLines.map((line) => `data: ${line.text.trim()}\n\n`).join("");
      return { text, contentType: "text/event-stream", shape: "json-lines" };
    }
    const first = firstContentLine(lines);
    throw new LoupeError(
      "request:invalid",
      `raw is not an SSE stream: no line starts with "data:" (line ${first.number} reads ${quote(first.text)}). Paste the ${captureFormatInfo(format).api} response body, or its "data:" lines.`,
    );
  }
  const dump = isDataLineDump(lines);
  const hasWrappedComment = lines.some((line) => wrappedComment(line.text) !== undefined);
  if (!dump && !hasWrappedComment)
    return { text: raw, contentType: "text/event-stream", shape: "sse" };
  let text = "";
  for (const line of lines) {
    const comment = wrappedComment(line.text);
    const end = line.end || "\n";
    if (comment !== undefined) text += `${comment}${end}`;
    else if (dump && isDataLine(line.text)) text += `${line.text}${end}${end}`;
    else if (dump && line.text === "") continue;
    else text += `${line.text}${line.end}`;
  }
  return { text, contentType: "text/event-stream", shape: dump ? "data-lines" : "sse" };
}

function ndjsonBody(raw: string, lines: RawLine[]): RawStreamBody {
  const index = lines.findIndex(
    (line) => line.text.trim() !== "" && !line.text.trim().startsWith("{"),
  );
  const bad = lines[index];
  if (bad) {
    const hint = isDataLine(bad.text) ? ' It looks like SSE: import it with format "openai".' : "";
    throw new LoupeError(
      "request:invalid",
      `raw is not Ollama NDJSON: line ${index + 1} is not a JSON object (${quote(bad.text.trim())}).${hint}`,
    );
  }
  return { text: raw, contentType: "application/x-ndjson", shape: "ndjson" };
}

/**
 * Reads a pasted raw stream into the response body a replay serves. Accepted: a whole SSE body
 * (LF, CRLF or CR line ends), an `lm.log`-style dump of `data:` lines, one JSON payload per
 * line, Ollama NDJSON, or one whole JSON answer. Empty text and text that is none of these are
 * `request:invalid` errors that quote the first offending line.
 */
export function rawStreamBody(raw: string, format: CaptureFormat): RawStreamBody {
  const text = raw.startsWith("\uFEFF") ? raw.slice(1) : raw;
  if (text.trim() === "") {
    throw new LoupeError(
      "request:invalid",
      "raw is empty: paste the response body of a model call (its SSE text, its data: lines, or NDJSON for Ollama).",
    );
  }
  const trimmed = text.trim();
  if (trimmed.startsWith("{") && !trimmed.includes("\n{") && parsesAsJson(trimmed)) {
    return { text: trimmed, contentType: "application/json", shape: "json" };
  }
  const lines = splitLines(text);
  return captureFormatInfo(format).framing === "ndjson"
    ? ndjsonBody(text, lines)
    : sseBody(text, lines, format);
}
