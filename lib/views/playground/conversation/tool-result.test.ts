import { describe, expect, it } from "vitest";
import {
  base64Bytes,
  describeCallAnswer,
  describeContent,
  describeReadResult,
  describeToolResult,
} from "./tool-result";

const outputSchema = {
  type: "object",
  properties: { n: { type: "number" } },
  required: ["n"],
  additionalProperties: false,
};

describe("describeCallAnswer", () => {
  it("keeps a JSON-RPC error as a failed request with its code", () => {
    expect(describeCallAnswer({ error: { code: -32602, message: "Unknown tool" } })).toEqual({
      kind: "rpc-error",
      error: { code: -32602, message: "Unknown tool" },
    });
  });

  it("shows isError as an error result, not a failed request", () => {
    const outcome = describeCallAnswer({
      result: { content: [{ type: "text", text: "boom" }], isError: true },
    });
    expect(outcome).toMatchObject({
      kind: "result",
      view: { isError: true, content: [{ kind: "text", text: "boom" }] },
    });
  });
});

describe("describeToolResult", () => {
  it("checks structured content against the outputSchema, listing paths and reasons", () => {
    expect(
      describeToolResult({ content: [], structuredContent: { n: 1 } }, outputSchema).structured,
    ).toEqual({ kind: "valid" });
    expect(
      describeToolResult({ content: [], structuredContent: { n: "1", m: 2 } }, outputSchema)
        .structured,
    ).toEqual({
      kind: "invalid",
      issues: [
        { path: ["n"], message: "must be a number, not string" },
        { path: ["m"], message: "is not allowed (the schema allows no other properties)" },
      ],
    });
  });

  it("says when an outputSchema was given but no structured content came, unless the call failed", () => {
    expect(describeToolResult({ content: [] }, outputSchema).structured).toEqual({
      kind: "missing",
    });
    expect(describeToolResult({ content: [], isError: true }, outputSchema).structured).toEqual({
      kind: "none",
    });
    expect(describeToolResult({ content: [], structuredContent: {} }).structured).toEqual({
      kind: "unchecked",
    });
  });

  it("reads a task a call started instead of a result", () => {
    const view = describeToolResult({ task: { taskId: "t1", status: "working" } });
    expect(view.task).toEqual({ taskId: "t1", status: "working" });
  });
});

describe("describeContent", () => {
  it("gives text a JSON view when it parses", () => {
    expect(describeContent({ type: "text", text: '{"a":1}' })).toEqual({
      kind: "text",
      text: '{"a":1}',
      json: { a: 1 },
    });
    expect(describeContent({ type: "text", text: "42" })).toEqual({ kind: "text", text: "42" });
  });

  it("makes images and audio data URLs with a file name", () => {
    expect(describeContent({ type: "audio", data: "UklG RgA=", mimeType: "audio/wav" }, 0)).toEqual(
      {
        kind: "audio",
        mimeType: "audio/wav",
        data: "UklG RgA=",
        source: "data:audio/wav;base64,UklGRgA=",
        fileName: "audio-1.wav",
      },
    );
    expect(
      describeContent({ type: "image", data: "AA==", mimeType: "image/x-icon" }, 2),
    ).toMatchObject({
      fileName: "image-3.xicon",
    });
  });

  it("reads resource links and embedded resources, text and blob", () => {
    expect(describeContent({ type: "resource_link", uri: "demo://a", name: "a", size: 3 })).toEqual(
      {
        kind: "resource_link",
        uri: "demo://a",
        name: "a",
      },
    );
    expect(
      describeContent({ type: "resource", resource: { uri: "file:///x/notes", text: "[1]" } }),
    ).toEqual({
      kind: "resource",
      uri: "file:///x/notes",
      text: "[1]",
      json: [1],
      fileName: "notes.bin",
    });
    expect(
      describeContent({
        type: "resource",
        resource: { uri: "demo://r/2", mimeType: "application/gzip", blob: "AAA=" },
      }),
    ).toMatchObject({
      blob: "AAA=",
      source: "data:application/gzip;base64,AAA=",
      fileName: "2.gz",
    });
  });

  it("keeps unknown and malformed blocks whole as JSON", () => {
    expect(describeContent({ type: "video", url: "x" })).toEqual({
      kind: "unknown",
      type: "video",
      value: { type: "video", url: "x" },
    });
    expect(describeContent({ type: "image" })).toMatchObject({ kind: "unknown", type: "image" });
    expect(describeContent("text")).toMatchObject({ kind: "unknown", type: "string" });
    expect(describeContent({ type: "resource", resource: { uri: "a" } })).toMatchObject({
      kind: "unknown",
    });
  });
});

describe("describeReadResult and base64Bytes", () => {
  it("reads resources/read contents, and none from a strange result", () => {
    expect(describeReadResult({ contents: [{ uri: "a://b.txt", text: "hi" }] })).toEqual([
      { kind: "resource", uri: "a://b.txt", text: "hi", fileName: "b.txt" },
    ]);
    expect(describeReadResult(null)).toEqual([]);
  });

  it("counts the bytes base64 holds", () => {
    expect(base64Bytes("AAAA")).toBe(3);
    expect(base64Bytes("AA==")).toBe(1);
    expect(base64Bytes("")).toBe(0);
  });
});
