/**
 * Splits a byte stream into newline-ended lines in time linear in its size: each read is searched
 * once, and the pieces of a line that spans reads are joined once, when its newline comes. (Joining
 * what is pending at every read and searching it from the start again costs the square of a long
 * line: a 50 MB JSON-RPC message on stdout took half a minute.)
 */
export class StdoutLines {
  private pieces: Buffer[] = [];

  /** The lines this read ends (without `\n` or `\r\n`), in order; the rest waits for its newline. */
  push(chunk: Buffer): string[] {
    const lines: string[] = [];
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
      this.pieces.push(chunk.subarray(start, end));
      const line = Buffer.concat(this.pieces).toString("utf8");
      this.pieces = [];
      lines.push(line.endsWith("\r") ? line.slice(0, -1) : line);
      start = end + 1;
    }
    if (start < chunk.length) this.pieces.push(chunk.subarray(start));
    return lines;
  }

  /** Forgets the unfinished line (the stream ended). */
  clear(): void {
    this.pieces = [];
  }
}
