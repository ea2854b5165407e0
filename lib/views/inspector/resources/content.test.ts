import { describe, expect, it } from "vitest";
import { base64Bytes, resourceContentView, resourceFileName } from "./content";

describe("resourceContentView", () => {
  it("shows text that parses as a JSON object as JSON", () => {
    expect(resourceContentView({ uri: "a://b", text: ' {"a": 1} ' })).toEqual({
      kind: "json",
      uri: "a://b",
      value: { a: 1 },
    });
  });

  it("shows any JSON under a JSON mime type as JSON, and plain text as text", () => {
    expect(
      resourceContentView({ uri: "a://b", mimeType: "application/json", text: "42" }),
    ).toMatchObject({
      kind: "json",
      value: 42,
    });
    expect(resourceContentView({ uri: "a://b", mimeType: "text/plain", text: "42" })).toEqual({
      kind: "text",
      uri: "a://b",
      mimeType: "text/plain",
      text: "42",
    });
    expect(resourceContentView({ uri: "a://b", text: "{not json" })).toMatchObject({
      kind: "text",
    });
  });

  it("shows an image or audio blob from a data URL", () => {
    expect(
      resourceContentView({ uri: "a://i.png", mimeType: "image/png", blob: "iVBO\nRw==" }),
    ).toEqual({
      kind: "image",
      uri: "a://i.png",
      mimeType: "image/png",
      source: "data:image/png;base64,iVBORw==",
    });
    expect(
      resourceContentView({ uri: "a://s", mimeType: "audio/wav", blob: "UklG" }),
    ).toMatchObject({
      kind: "audio",
      source: "data:audio/wav;base64,UklG",
    });
  });

  it("offers any other blob as a download named from its URI", () => {
    expect(
      resourceContentView({
        uri: "demo://resource/dynamic/blob/3",
        mimeType: "text/plain",
        blob: "aGVsbG8=",
      }),
    ).toEqual({
      kind: "download",
      uri: "demo://resource/dynamic/blob/3",
      mimeType: "text/plain",
      source: "data:text/plain;base64,aGVsbG8=",
      fileName: "3",
      bytes: 5,
    });
    expect(resourceContentView({ uri: "x:", blob: "" })).toMatchObject({
      mimeType: "application/octet-stream",
      fileName: "resource",
      bytes: 0,
    });
  });
});

describe("resourceFileName", () => {
  it("takes the decoded last segment without query or unsafe characters", () => {
    expect(resourceFileName("file:///tmp/My%20File.txt?x=1")).toBe("My File.txt");
    expect(resourceFileName("demo://a/b%3Ac")).toBe("b_c");
  });
});

describe("base64Bytes", () => {
  it("counts decoded bytes with padding", () => {
    expect(base64Bytes("aGVsbG8=")).toBe(5);
    expect(base64Bytes("aGk=")).toBe(2);
    expect(base64Bytes("aGVs")).toBe(3);
  });
});
