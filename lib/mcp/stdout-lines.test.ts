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
