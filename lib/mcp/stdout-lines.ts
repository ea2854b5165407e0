import { MAX_SERVER_MESSAGE_BYTES } from "@/lib/mcp/not-json-rpc";

/**
 * Splits a byte stream into newline-ended lines in time linear in its size: each read is searched
 * once, and the pieces of a line that spans reads are joined once, when its newline comes (joining
 * and searching what is pending at every read would cost the square of a long line). A line
 * longer than `maxLineBytes` is dropped as it streams, never held whole, and `onTooLong` says so
 * once; the next line is read as usual.
 */
export class StdoutLines {
  private pieces: Buffer[] = [];
  private pendingBytes = 0;
  /** Bytes of the line being dropped so far; undefined while no line is too long. */
  private dropping: number | undefined;

  constructor(
    private readonly maxLineBytes = MAX_SERVER_MESSAGE_BYTES,
    private readonly onTooLong: (droppedBytes: number) => void = () => undefined,
  ) {}

  /** The lines this read ends (without `\n` or `\r\n`), in order; the rest waits for its newline. */
  push(chunk: Buffer): string[] {
    const lines: string[] = [];
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
      const line = this.finish(chunk.subarray(start, end));
      if (line !== undefined) lines.push(line);
      start = end + 1;
    }
    if (start < chunk.length) this.hold(chunk.subarray(start));
    return lines;
  }

  /** Forgets the unfinished line (the stream ended). */
  clear(): void {
    this.pieces = [];
    this.pendingBytes = 0;
    this.dropping = undefined;
  }

  private hold(piece: Buffer): void {
    if (this.dropping !== undefined) {
      this.dropping += piece.length;
      return;
    }
    this.pieces.push(piece);
    this.pendingBytes += piece.length;
    if (this.pendingBytes > this.maxLineBytes) {
      this.dropping = this.pendingBytes;
      this.pieces = [];
      this.pendingBytes = 0;
    }
  }

  /** The line this last piece ends, or undefined when it was too long and is dropped. */
  private finish(last: Buffer): string | undefined {
    this.hold(last);
    const dropped = this.dropping;
    if (dropped !== undefined) {
      this.clear();
      this.onTooLong(dropped);
      return undefined;
    }
    const line = Buffer.concat(this.pieces).toString("utf8");
    this.clear();
    return line.endsWith("\r") ? line.slice(0, -1) : line;
  }
}
