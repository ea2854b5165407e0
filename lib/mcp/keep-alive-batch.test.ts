import { describe, expect, it } from "vitest";
import { type BatchedPiece, KeepAliveBatch } from "./keep-alive-batch";

function batchOf(perPiece: number) {
  const sent: BatchedPiece[] = [];
  return { sent, batch: new KeepAliveBatch((piece) => sent.push(piece), perPiece) };
}

describe("KeepAliveBatch", () => {
  it("records the stream's first piece at once, even a comment, so the stream is seen open", () => {
    const { sent, batch } = batchOf(3);
    batch.add(": connected\n\n");
    expect(sent).toEqual([{ text: ": connected\n\n", keepAlives: 1 }]);
  });

  it("holds keep-alive comments and records them together every nth, counted", () => {
    const { sent, batch } = batchOf(3);
    batch.add(": connected\n\n");
    for (let index = 0; index < 7; index += 1) batch.add(": keepalive\n\n");
    expect(sent.slice(1)).toEqual([
      { text: ": keepalive\n\n".repeat(3), keepAlives: 3 },
      { text: ": keepalive\n\n".repeat(3), keepAlives: 3 },
    ]);
  });

  it("sends held comments ahead of the next piece with data, in the same piece, in order", () => {
    const { sent, batch } = batchOf(20);
    batch.add("event: message\ndata: {}\n\n");
    batch.add(": keepalive\n\n");
    batch.add(": keepalive\r\n\r\n");
    batch.add('data: {"jsonrpc":"2.0"}\n\n');
    expect(sent).toEqual([
      { text: "event: message\ndata: {}\n\n" },
      { text: ': keepalive\n\n: keepalive\r\n\r\ndata: {"jsonrpc":"2.0"}\n\n', keepAlives: 2 },
    ]);
  });

  it("takes a piece with a field, or one cut off mid-line, as data", () => {
    const { sent, batch } = batchOf(20);
    batch.add("data: 1\n\n");
    batch.add(": comment\nid: 7\n\n");
    batch.add(": a long comment without its line end");
    expect(sent.map((piece) => piece.keepAlives)).toEqual([undefined, undefined, undefined]);
  });

  it("sends at once the blank line that ends a data event, though it comes with a keep-alive", () => {
    const { sent, batch } = batchOf(20);
    batch.add('data: {"jsonrpc":"2.0"}\n');
    batch.add("\n: keepalive\n\n");
    batch.add(": keepalive\n\n");
    expect(sent).toEqual([{ text: 'data: {"jsonrpc":"2.0"}\n' }, { text: "\n: keepalive\n\n" }]);
  });

  it("sends at once a comment inside an unfinished event, and holds again once it ends", () => {
    const { sent, batch } = batchOf(20);
    batch.add("event: message\n");
    batch.add(": keepalive\n");
    batch.add("data: {}\n\n");
    batch.add(": keepalive\n\n");
    expect(sent.map((piece) => piece.text)).toEqual([
      "event: message\n",
      ": keepalive\n",
      "data: {}\n\n",
    ]);
  });
});
