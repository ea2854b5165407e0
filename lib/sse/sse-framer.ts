/**
 * An incremental Server-Sent Events framer (WHATWG HTML §9.2.6) that, unlike eventsource-parser,
 * keeps every raw line and the network chunks that carried it, so the Raw SSE lane can show the
 * stream exactly as received and every parsed event can point back at its bytes.
 */

/** Longest single line the framer buffers (UTF-16 code units) before reporting an error. */
export const DEFAULT_MAX_LINE_LENGTH = 8 * 1024 * 1024;

/** Largest event (sum of its line lengths) the framer buffers before reporting an error. */
export const DEFAULT_MAX_EVENT_LENGTH = 16 * 1024 * 1024;

/** One event, dispatched by a blank line (or by `end()` when the stream stopped mid-event). */
export interface SseEventItem {
  type: "event";
  /** The `event:` field; undefined when absent or empty (the spec's default `message`). */
  event?: string;
  /** The `id:` field of this event, if it carried one. */
  id?: string;
  /** The `data:` lines joined by `\n`; undefined when the event had no `data:` line. */
  data?: string;
  /** The `retry:` field when it was all ASCII digits. */
  retry?: number;
  /** The raw field lines as received, without terminators (comments and the blank line excluded). */
  lines: string[];
  /** 1-based line number of the event's first line in the stream. */
  lineNumber: number;
  /** Every chunk that carried a character or terminator of the event, in order, without repeats. */
  chunkRefs: number[];
  /** False when the stream ended before the blank line that should have closed the event. */
  complete: boolean;
}

/** A `:` comment line (keep-alives, provider notes), reported as soon as its line ends. */
export interface SseCommentItem {
  type: "comment";
  /** The text after the colon, without one optional leading space. */
  comment: string;
  /** The raw line as received. */
  line: string;
  lineNumber: number;
  chunkRefs: number[];
}

/** A line or event over the size limit: its text is dropped so memory stays bounded. */
export interface SseErrorItem {
  type: "error";
  code: "line_too_long" | "event_too_large";
  message: string;
  lineNumber: number;
  chunkRefs: number[];
}

/** Everything the framer reports, in stream order. */
export type SseItem = SseEventItem | SseCommentItem | SseErrorItem;

/** What `end()` learned about how the stream stopped. */
export interface SseEndResult {
  /** True when the stream stopped inside a line or before the blank line closing an event. */
  endedMidEvent: boolean;
}

/** Limits that keep a hostile stream from growing memory without bound. */
export interface SseFramerOptions {
  maxLineLength?: number;
  maxEventLength?: number;
}

/** The framer's input side: text in stream order, tagged with the chunk it came from. */
export interface SseFramer {
  push(chunkText: string, chunkRef: number): void;
  end(): SseEndResult;
}

interface PendingEvent {
  lines: string[];
  chunkRefs: number[];
  lineNumber: number;
  length: number;
  event?: string;
  id?: string;
  dataLines: string[];
  retry?: number;
}

const lineTerminator = /[\r\n]/g;

function addRef(refs: number[], ref: number): void {
  if (refs[refs.length - 1] !== ref) refs.push(ref);
}

function mergeRefs(target: number[], source: readonly number[]): void {
  for (const ref of source) addRef(target, ref);
}

/**
 * Creates a framer that calls `onItem` for each event, comment and error as soon as it is complete.
 * Lines end at CRLF, LF or CR, also when the pair is split across chunks; one leading BOM is dropped.
 */
export function createSseFramer(
  onItem: (item: SseItem) => void,
  options: SseFramerOptions = {},
): SseFramer {
  const maxLineLength = options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH;
  const maxEventLength = options.maxEventLength ?? DEFAULT_MAX_EVENT_LENGTH;

  let started = false;
  let ended = false;
  let skipLeadingLineFeed = false;
  let lineParts: string[] = [];
  let lineLength = 0;
  let lineRefs: number[] = [];
  let lineOpen = false;
  let skippingLine = false;
  let skippingEvent = false;
  let linesCompleted = 0;
  let pending: PendingEvent | undefined;

  function appendToLine(text: string, chunkRef: number): void {
    if (text.length === 0) return;
    lineOpen = true;
    addRef(lineRefs, chunkRef);
    if (skippingLine) return;
    if (lineLength + text.length > maxLineLength) {
      skippingLine = true;
      onItem({
        type: "error",
        code: "line_too_long",
        message: `Line ${linesCompleted + 1} of the event stream is longer than ${maxLineLength} characters; it was dropped along with the event it belongs to.`,
        lineNumber: linesCompleted + 1,
        chunkRefs: [...lineRefs],
      });
      lineParts = [];
      lineLength = 0;
      return;
    }
    lineParts.push(text);
    lineLength += text.length;
  }

  function completeLine(): void {
    linesCompleted += 1;
    const lineNumber = linesCompleted;
    const refs = lineRefs;
    const line = lineParts.length === 1 ? (lineParts[0] ?? "") : lineParts.join("");
    const wasSkipping = skippingLine;
    lineParts = [];
    lineLength = 0;
    lineRefs = [];
    lineOpen = false;
    skippingLine = false;
    if (wasSkipping) {
      pending = undefined;
      skippingEvent = true;
      return;
    }
    handleLine(line, lineNumber, refs);
  }

  function handleLine(line: string, lineNumber: number, refs: number[]): void {
    if (line === "") {
      if (pending) {
        mergeRefs(pending.chunkRefs, refs);
        dispatch(pending, true);
      }
      pending = undefined;
      skippingEvent = false;
      return;
    }
    if (line.charCodeAt(0) === 58 /* : */) {
      const comment = line.charCodeAt(1) === 32 ? line.slice(2) : line.slice(1);
      onItem({ type: "comment", comment, line, lineNumber, chunkRefs: refs });
      return;
    }
    if (skippingEvent) return;
    pending ??= { lines: [], chunkRefs: [], lineNumber, length: 0, dataLines: [] };
    pending.length += line.length;
    if (pending.length > maxEventLength) {
      onItem({
        type: "error",
        code: "event_too_large",
        message: `The event starting at line ${pending.lineNumber} of the event stream is larger than ${maxEventLength} characters; it was dropped.`,
        lineNumber: pending.lineNumber,
        chunkRefs: [...pending.chunkRefs, ...refs],
      });
      pending = undefined;
      skippingEvent = true;
      return;
    }
    pending.lines.push(line);
    mergeRefs(pending.chunkRefs, refs);
    applyField(pending, line);
  }

  function applyField(event: PendingEvent, line: string): void {
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = "";
    if (colon !== -1) value = line.slice(line.charCodeAt(colon + 1) === 32 ? colon + 2 : colon + 1);
    switch (field) {
      case "event":
        event.event = value === "" ? undefined : value;
        break;
      case "data":
        event.dataLines.push(value);
        break;
      case "id":
        if (!value.includes("\0")) event.id = value;
        break;
      case "retry":
        if (/^[0-9]+$/.test(value)) event.retry = Number.parseInt(value, 10);
        break;
      default:
        break;
    }
  }

  function dispatch(event: PendingEvent, complete: boolean): void {
    const item: SseEventItem = {
      type: "event",
      lines: event.lines,
      lineNumber: event.lineNumber,
      chunkRefs: event.chunkRefs,
      complete,
    };
    if (event.event !== undefined) item.event = event.event;
    if (event.id !== undefined) item.id = event.id;
    if (event.dataLines.length > 0) item.data = event.dataLines.join("\n");
    if (event.retry !== undefined) item.retry = event.retry;
    onItem(item);
  }

  function push(chunkText: string, chunkRef: number): void {
    if (ended) throw new Error("SSE framer: push() was called after end().");
    if (chunkText.length === 0) return;
    let position = 0;
    if (!started) {
      started = true;
      if (chunkText.charCodeAt(0) === 0xfeff) position = 1;
    }
    if (skipLeadingLineFeed) {
      skipLeadingLineFeed = false;
      if (chunkText.charCodeAt(position) === 10) position += 1;
    }
    while (position < chunkText.length) {
      lineTerminator.lastIndex = position;
      const match = lineTerminator.exec(chunkText);
      if (!match) {
        appendToLine(chunkText.slice(position), chunkRef);
        return;
      }
      const index = match.index;
      appendToLine(chunkText.slice(position, index), chunkRef);
      addRef(lineRefs, chunkRef);
      position = index + 1;
      if (chunkText.charCodeAt(index) === 13) {
        if (position === chunkText.length) skipLeadingLineFeed = true;
        else if (chunkText.charCodeAt(position) === 10) position += 1;
      }
      completeLine();
    }
  }

  function end(): SseEndResult {
    if (ended) return { endedMidEvent: false };
    ended = true;
    const endedInsideLine = lineOpen;
    if (endedInsideLine) completeLine();
    const openEvent = pending;
    pending = undefined;
    if (openEvent) dispatch(openEvent, false);
    return { endedMidEvent: endedInsideLine || openEvent !== undefined };
  }

  return { push, end };
}
