import { describe, expect, it } from "vitest";
import { StdoutLines } from "@/lib/mcp/stdout-lines";

describe("StdoutLines", () => {
  it("answers each line a read ends, and keeps the rest for the next read", () => {
    const lines = new StdoutLines();
    expect(lines.push(Buffer.from('{"a":1}\n{"b"'))).toEqual(['{"a":1}']);
    expect(lines.push(Buffer.from(":2}\r\n\n{"))).toEqual(['{"b":2}', ""]);
    expect(lines.push(Buffer.from("}\n"))).toEqual(["{}"]);
  });

  it("joins a line spread over many reads, a character split between two of them", () => {
    const lines = new StdoutLines();
    const text = `${"é".repeat(1000)}\n`;
    const bytes = Buffer.from(text);
    const seen: string[] = [];
    for (let offset = 0; offset < bytes.length; offset += 7) {
      seen.push(...lines.push(bytes.subarray(offset, offset + 7)));
    }
    expect(seen).toEqual(["é".repeat(1000)]);
  });

  it("forgets an unfinished line when cleared", () => {
    const lines = new StdoutLines();
    lines.push(Buffer.from("half a li"));
    lines.clear();
    expect(lines.push(Buffer.from("ne\n"))).toEqual(["ne"]);
  });
});

describe("StdoutLines with a line longer than the limit", () => {
  it("drops the long line without holding it whole, says so once, and reads the next line", () => {
    const tooLong: number[] = [];
    const lines = new StdoutLines(10, (bytes) => tooLong.push(bytes));
    expect(lines.push(Buffer.from('{"a":1}\n0123456'))).toEqual(['{"a":1}']);
    expect(lines.push(Buffer.from("789abcdef"))).toEqual([]);
    expect(lines.push(Buffer.from("ghij"))).toEqual([]);
    expect(lines.push(Buffer.from('k\n{"b":2}\n'))).toEqual(['{"b":2}']);
    expect(tooLong).toEqual([21]);
  });

  it("drops a long line that arrives in one read", () => {
    const tooLong: number[] = [];
    const lines = new StdoutLines(4, (bytes) => tooLong.push(bytes));
    expect(lines.push(Buffer.from("0123456789\nok\n"))).toEqual(["ok"]);
    expect(tooLong).toEqual([10]);
  });

  it("keeps a line exactly as long as the limit", () => {
    const lines = new StdoutLines(4);
    expect(lines.push(Buffer.from("abcd\n"))).toEqual(["abcd"]);
  });
});
