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

const lineFeed = 10;
const carriageReturn = 13;
const colonCode = 58;
const spaceCode = 32;

/** Adds `ref` unless it is the last one already (a chunk is listed once per run). */
function addRef(refs: number[], ref: number): void {
  if (refs[refs.length - 1] !== ref) refs.push(ref);
}

function mergeRefs(target: number[], source: readonly number[]): void {
  for (const ref of source) addRef(target, ref);
}

/**
 * Creates a framer that calls `onItem` for each event, comment and error as soon as it is complete.
 * Lines end at CRLF, LF or CR, also when the pair is split across chunks; one leading BOM is dropped.
 *
 * A line that starts and ends inside one chunk (nearly all of them) is cut out of the chunk with
 * one `slice` and carries that chunk alone; only a line spanning chunks is joined and keeps the
 * list of chunks it came from.
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
  let linesCompleted = 0;

  // The line still open at the end of the last chunk: its text so far and the chunks it came from.
  let lineOpen = false;
  let openText = "";
  let openLength = 0;
  let openRefs: number[] = [];
  let skippingLine = false;
  let skippingEvent = false;

  // The event being read: its raw lines, chunks and fields.
  let pendingActive = false;
  let pendingLines: string[] = [];
  let pendingRefs: number[] = [];
  let pendingLineNumber = 0;
  let pendingLength = 0;
  let pendingEvent: string | undefined;
  let pendingId: string | undefined;
  let pendingData: string | undefined;
  let pendingRetry: number | undefined;

  function lineTooLong(refs: number[]): void {
    onItem({
      type: "error",
      code: "line_too_long",
      message: `Line ${linesCompleted + 1} of the event stream is longer than ${maxLineLength} characters; it was dropped along with the event it belongs to.`,
      lineNumber: linesCompleted + 1,
      chunkRefs: refs,
    });
  }

  /** Adds `text[start, end)` of chunk `chunkRef` to the open line. */
  function appendToOpenLine(text: string, start: number, end: number, chunkRef: number): void {
    if (start === end) return;
    lineOpen = true;
    addRef(openRefs, chunkRef);
    if (skippingLine) return;
    if (openLength + (end - start) > maxLineLength) {
      skippingLine = true;
      lineTooLong([...openRefs]);
      openText = "";
      openLength = 0;
      return;
    }
    const part = start === 0 && end === text.length ? text : text.slice(start, end);
    openText = openLength === 0 ? part : openText + part;
    openLength += end - start;
  }

  /** Ends the open line (its terminator is in chunk `chunkRef`, or the stream ended). */
  function completeOpenLine(): void {
    linesCompleted += 1;
    const refs = openRefs;
    const line = openText;
    const wasSkipping = skippingLine;
    openText = "";
    openLength = 0;
    openRefs = [];
    lineOpen = false;
    skippingLine = false;
    if (wasSkipping) {
      pendingActive = false;
      skippingEvent = true;
      return;
    }
    handleLine(line, linesCompleted, refs, 0);
  }

  /** One complete line; its chunks are `refs`, or `[chunkRef]` when `refs` is undefined. */
  function handleLine(
    line: string,
    lineNumber: number,
    refs: number[] | undefined,
    chunkRef: number,
  ): void {
    if (line.length === 0) {
      if (pendingActive) {
        if (refs) mergeRefs(pendingRefs, refs);
        else addRef(pendingRefs, chunkRef);
        dispatch(true);
      }
      pendingActive = false;
      skippingEvent = false;
      return;
    }
    if (line.charCodeAt(0) === colonCode) {
      const comment = line.charCodeAt(1) === spaceCode ? line.slice(2) : line.slice(1);
      onItem({ type: "comment", comment, line, lineNumber, chunkRefs: refs ?? [chunkRef] });
      return;
    }
    if (skippingEvent) return;
    if (!pendingActive) {
      pendingActive = true;
      pendingLines = [];
      pendingRefs = [];
      pendingLineNumber = lineNumber;
      pendingLength = 0;
      pendingEvent = undefined;
      pendingId = undefined;
      pendingData = undefined;
      pendingRetry = undefined;
    }
    pendingLength += line.length;
    if (pendingLength > maxEventLength) {
      onItem({
        type: "error",
        code: "event_too_large",
        message: `The event starting at line ${pendingLineNumber} of the event stream is larger than ${maxEventLength} characters; it was dropped.`,
        lineNumber: pendingLineNumber,
        chunkRefs: refs ? [...pendingRefs, ...refs] : [...pendingRefs, chunkRef],
      });
      pendingActive = false;
      skippingEvent = true;
      return;
    }
    pendingLines.push(line);
    if (refs) mergeRefs(pendingRefs, refs);
    else addRef(pendingRefs, chunkRef);
    applyField(line);
  }

  function applyField(line: string): void {
    const colon = line.indexOf(":");
    const nameLength = colon === -1 ? line.length : colon;
    const valueStart =
      colon === -1 ? line.length : line.charCodeAt(colon + 1) === spaceCode ? colon + 2 : colon + 1;
    if (nameLength === 4 && line.startsWith("data")) {
      const value = line.slice(valueStart);
      pendingData = pendingData === undefined ? value : `${pendingData}\n${value}`;
    } else if (nameLength === 5 && line.startsWith("event")) {
      const value = line.slice(valueStart);
      pendingEvent = value === "" ? undefined : value;
    } else if (nameLength === 2 && line.startsWith("id")) {
      const value = line.slice(valueStart);
      if (!value.includes("\0")) pendingId = value;
    } else if (nameLength === 5 && line.startsWith("retry")) {
      const value = line.slice(valueStart);
      if (/^[0-9]+$/.test(value)) pendingRetry = Number.parseInt(value, 10);
    }
  }

  function dispatch(complete: boolean): void {
    const item: SseEventItem = {
      type: "event",
      lines: pendingLines,
      lineNumber: pendingLineNumber,
      chunkRefs: pendingRefs,
      complete,
    };
    if (pendingEvent !== undefined) item.event = pendingEvent;
    if (pendingId !== undefined) item.id = pendingId;
    if (pendingData !== undefined) item.data = pendingData;
    if (pendingRetry !== undefined) item.retry = pendingRetry;
    onItem(item);
  }

  function push(chunkText: string, chunkRef: number): void {
    if (ended) throw new Error("SSE framer: push() was called after end().");
    const length = chunkText.length;
    if (length === 0) return;
    let position = 0;
    if (!started) {
      started = true;
      if (chunkText.charCodeAt(0) === 0xfeff) position = 1;
    }
    if (skipLeadingLineFeed) {
      skipLeadingLineFeed = false;
      if (chunkText.charCodeAt(position) === lineFeed) position += 1;
    }
    // The next LF and CR at or after `position`; -1 once there are no more in this chunk.
    let nextLineFeed = chunkText.indexOf("\n", position);
    let nextCarriageReturn = chunkText.indexOf("\r", position);
    while (position < length) {
      if (nextLineFeed !== -1 && nextLineFeed < position) {
        nextLineFeed = chunkText.indexOf("\n", position);
      }
      if (nextCarriageReturn !== -1 && nextCarriageReturn < position) {
        nextCarriageReturn = chunkText.indexOf("\r", position);
      }
      const index =
        nextCarriageReturn === -1
          ? nextLineFeed
          : nextLineFeed === -1 || nextCarriageReturn < nextLineFeed
            ? nextCarriageReturn
            : nextLineFeed;
      if (index === -1) {
        appendToOpenLine(chunkText, position, length, chunkRef);
        return;
      }
      if (lineOpen) {
        appendToOpenLine(chunkText, position, index, chunkRef);
        addRef(openRefs, chunkRef);
        completeOpenLine();
      } else if (index - position > maxLineLength) {
        lineTooLong([chunkRef]);
        linesCompleted += 1;
        pendingActive = false;
        skippingEvent = true;
      } else {
        linesCompleted += 1;
        handleLine(chunkText.slice(position, index), linesCompleted, undefined, chunkRef);
      }
      position = index + 1;
      if (chunkText.charCodeAt(index) === carriageReturn) {
        if (position === length) skipLeadingLineFeed = true;
        else if (chunkText.charCodeAt(position) === lineFeed) position += 1;
      }
    }
  }

  function end(): SseEndResult {
    if (ended) return { endedMidEvent: false };
    ended = true;
    const endedInsideLine = lineOpen;
    if (endedInsideLine) completeOpenLine();
    const openEvent = pendingActive;
    if (openEvent) dispatch(false);
    pendingActive = false;
    return { endedMidEvent: endedInsideLine || openEvent };
  }

  return { push, end };
}
