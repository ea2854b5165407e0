import { describe, expect, it } from "vitest";
import { MAX_CAPTURE_RAW_BYTES } from "@/lib/captures/capture-format";
import { captureFileAccept, captureFileProblem } from "./file";

describe("captureFileProblem", () => {
  it("takes one stream recording by its name's ending, in any case", () => {
    for (const name of ["lm.log", "stream.TXT", "a.sse", "b.ndjson", "c.jsonl", "answer.json"]) {
      expect(captureFileProblem([{ name, size: 10 }])).toBeNull();
    }
    expect(captureFileAccept).toBe(".log,.txt,.sse,.ndjson,.jsonl,.json");
  });

  it("takes a file of exactly 20 MiB", () => {
    expect(captureFileProblem([{ name: "big.log", size: MAX_CAPTURE_RAW_BYTES }])).toBeNull();
  });

  it("refuses a file past 20 MiB before reading it, with its size", () => {
    expect(captureFileProblem([{ name: "big.log", size: MAX_CAPTURE_RAW_BYTES + 1 }])).toBe(
      "big.log is 21.0 MB (20,971,521 bytes); an imported capture holds at most 20 MiB (20,971,520 bytes). Cut the stream shorter, then import it.",
    );
  });

  it("refuses other kinds of file, empty files, several files and none", () => {
    expect(captureFileProblem([{ name: "shot.png", size: 10 }])).toBe(
      "shot.png is not a stream recording: pick a .log, .txt, .sse, .ndjson or .json file.",
    );
    expect(captureFileProblem([{ name: "empty.log", size: 0 }])).toBe(
      "empty.log is empty: it holds no stream to import.",
    );
    expect(
      captureFileProblem([
        { name: "a.log", size: 1 },
        { name: "b.log", size: 1 },
      ]),
    ).toBe("2 files were dropped; a capture is read from one file at a time.");
    expect(captureFileProblem([])).toMatch(/^No file was dropped/);
  });
});
