/**
 * How many keep-alive comments of an open event stream are held back and then recorded as one
 * piece: at the usual 15 s between them, one `http.chunk` event per five minutes of idle stream
 * instead of one per comment.
 */
export const KEEP_ALIVES_PER_PIECE = 20;

/** One piece of an open stream's text to record, and how many keep-alive comments it holds. */
export type BatchedPiece = { text: string; keepAlives?: number };

/**
 * Sits between an open event stream's line-cut pieces and their recording: a piece that holds
 * only comment lines (`: keepalive`) is held and counted, and the held ones are recorded
 * together, every `perPiece`th or ahead of the next piece that carries data, with their count.
 * The stream's first piece is recorded at once even when it is a comment, so the stream is seen
 * to have started, and so is any piece while an event is unfinished (a field line went out and no
 * blank line yet): its blank line completes that event, which must not wait. Nothing is dropped: every byte still reaches the exchange's final record.
 */
export class KeepAliveBatch {
  private held = "";
  private heldKeepAlives = 0;
  private sentAny = false;
  /** Whether a field line went out not yet followed by the blank line that ends its event. */
  private eventOpen = false;
  /** The sent text after its last line end (a line still being cut). */
  private partialLine = "";

  constructor(
    private readonly send: (piece: BatchedPiece) => void,
    private readonly perPiece = KEEP_ALIVES_PER_PIECE,
  ) {}

  /** Takes the next piece (cut at a line end, or a long line held too long). */
  add(text: string): void {
    const keepAlives = commentLineCount(text);
    if (keepAlives === undefined || this.eventOpen) {
      this.flush(text);
      return;
    }
    this.held += text;
    this.heldKeepAlives += keepAlives;
    if (!this.sentAny || this.heldKeepAlives >= this.perPiece) this.flush("");
  }

  private flush(text: string): void {
    const piece: BatchedPiece = { text: this.held + text };
    if (this.heldKeepAlives > 0) piece.keepAlives = this.heldKeepAlives;
    this.held = "";
    this.heldKeepAlives = 0;
    this.sentAny = true;
    this.noteLines(piece.text);
    this.send(piece);
  }

  /** Follows whether an event is unfinished through the lines of text sent. */
  private noteLines(text: string): void {
    const parts = (this.partialLine + text).split(/\r\n|\r|\n/);
    this.partialLine = parts.pop() ?? "";
    for (const line of parts) {
      if (line === "") this.eventOpen = false;
      else if (!line.startsWith(":")) this.eventOpen = true;
    }
  }
}

/**
 * The number of SSE comment lines in `text` when it holds nothing else (blank lines aside);
 * undefined when any line carries a field (data, event, id, retry) or is cut off.
 */
function commentLineCount(text: string): number | undefined {
  if (!/[\r\n]$/.test(text)) return undefined;
  let comments = 0;
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line === "") continue;
    if (!line.startsWith(":")) return undefined;
    comments += 1;
  }
  return comments > 0 ? comments : undefined;
}
