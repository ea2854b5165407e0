import { describe, expect, it } from "vitest";
import { readBodyChunks } from "@/lib/llm/read-body-chunks";
import { fakeBody } from "@/test/support/fake-model-fetch";

const encoder = new TextEncoder();

function read(
  pieces: string[],
  overrides: { maxBytes?: number; stopAfter?: number; idle?: number } = {},
  ending?: Parameters<typeof fakeBody>[1],
) {
  const { stream } = fakeBody(
    pieces.map((piece) => encoder.encode(piece)),
    ending,
  );
  const seen: [string, number][] = [];
  const promise = readBodyChunks(stream.getReader(), {
    signal: new AbortController().signal,
    idleTimeoutMs: () => overrides.idle,
    maxBytes: overrides.maxBytes ?? 1000,
    onBytes: (bytes, offset) => seen.push([new TextDecoder().decode(bytes), offset]),
    shouldStop: () => overrides.stopAfter !== undefined && seen.length >= overrides.stopAfter,
  });
  return promise.then((outcome) => ({ ...outcome, seen }));
}

describe("readBodyChunks", () => {
  it("hands over every read with its offset until the body ends", async () => {
    expect(await read(["ab", "cde"])).toEqual({
      end: { kind: "done" },
      bytesRead: 5,
      seen: [
        ["ab", 0],
        ["cde", 2],
      ],
    });
  });

  it("cuts the read that crosses the byte limit and ends as too large", async () => {
    const outcome = await read(["abc", "defg", "h"], { maxBytes: 5 });
    expect(outcome.end).toEqual({ kind: "too-large" });
    expect(outcome.seen).toEqual([
      ["abc", 0],
      ["de", 3],
    ]);
  });

  it("ends as stopped when asked to stop", async () => {
    expect((await read(["a", "b", "c"], { stopAfter: 2 })).end).toEqual({ kind: "stopped" });
  });

  it("ends as failed with the error of a body that breaks", async () => {
    const outcome = await read(["a"], {}, { kind: "error", error: new Error("reset") });
    expect(outcome.end).toMatchObject({ kind: "failed", error: new Error("reset") });
    expect(outcome.bytesRead).toBe(1);
  });

  it("ends as timed out when a body stalls", async () => {
    expect((await read(["a"], { idle: 5 }, { kind: "hang" })).end).toEqual({ kind: "timed-out" });
  });
});
