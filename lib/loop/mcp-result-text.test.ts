import { describe, expect, it } from "vitest";
import { mcpResourceToText, mcpResultToText } from "./mcp-result-text";

describe("mcpResultToText", () => {
  it("joins text items with blank lines", () => {
    expect(
      mcpResultToText({
        content: [
          { type: "text", text: "Tomorrow: sunny" },
          { type: "text", text: "High 24°C" },
        ],
      }),
    ).toEqual({ text: "Tomorrow: sunny\n\nHigh 24°C", isError: false });
  });

  it("summarizes images, audio, embedded resources and links", () => {
    const { text } = mcpResultToText({
      content: [
        { type: "image", data: "aGVsbG8=", mimeType: "image/png" },
        { type: "audio", data: "AAAA", mimeType: "audio/wav" },
        { type: "resource", resource: { uri: "file:///a.txt", text: "hello" } },
        {
          type: "resource",
          resource: { uri: "file:///b.bin", blob: "AAE=", mimeType: "application/octet-stream" },
        },
        { type: "resource_link", uri: "file:///c.md", name: "c" },
      ],
    });
    expect(text).toBe(
      [
        "[image: image/png, 5 bytes]",
        "[audio: audio/wav, 3 bytes]",
        "[resource: file:///a.txt]\nhello",
        "[resource: file:///b.bin, application/octet-stream, 2 bytes]",
        "[resource link: file:///c.md (c)]",
      ].join("\n\n"),
    );
  });

  it("carries the isError flag", () => {
    expect(
      mcpResultToText({ content: [{ type: "text", text: "No such city" }], isError: true }),
    ).toEqual({ text: "No such city", isError: true });
  });

  it("falls back to structured content, then to a placeholder", () => {
    expect(mcpResultToText({ content: [], structuredContent: { high: 24 } }).text).toBe(
      '{\n  "high": 24\n}',
    );
    expect(mcpResultToText({ content: [] }).text).toBe("(No response)");
  });

  it("tolerates malformed items from a misbehaving server", () => {
    expect(mcpResultToText({ content: [null, 7, { type: "video" }, { type: "text" }] }).text).toBe(
      "[unknown content]\n\n[unknown content]\n\n[video content]",
    );
  });
});

describe("mcpResourceToText", () => {
  it("joins text contents and summarizes blobs", () => {
    expect(
      mcpResourceToText({
        contents: [
          { uri: "weather://cities", text: "New York\nSan Francisco" },
          { uri: "weather://map", blob: "AAAA", mimeType: "image/png" },
        ],
      }),
    ).toBe("New York\nSan Francisco\n\n[blob: weather://map, image/png, 3 bytes]");
  });

  it("says when a resource has no contents", () => {
    expect(mcpResourceToText({ contents: [] })).toBe("(No response)");
  });
});
