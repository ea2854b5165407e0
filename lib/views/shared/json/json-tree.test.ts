import { describe, expect, it } from "vitest";
import {
  foldSummary,
  formatJsonPath,
  jsonDocument,
  jsonValueText,
  visibleJsonLines,
} from "./json-tree";

const call = {
  jsonrpc: "2.0",
  id: 3,
  method: "tools/call",
  params: { name: "get_forecast", arguments: { latitude: 40.7128, longitude: -74.006 } },
  tags: ["a", { b: null }],
  empty: {},
};

describe("jsonDocument", () => {
  it("prints exactly the lines JSON.stringify prints with two-space indentation", () => {
    const document = jsonDocument(call);
    expect(document.text).toBe(JSON.stringify(call, null, 2));
    expect(document.lines).toHaveLength(document.text.split("\n").length);
  });

  it("places each line's text at its offset in the pretty-printed text", () => {
    const document = jsonDocument(call);
    for (const line of document.lines) {
      expect(document.text.slice(line.offset, line.offset + line.text.length)).toBe(line.text);
    }
  });

  it("gives every line the path of its value", () => {
    const { lines } = jsonDocument(call);
    const latitude = lines.find((line) => line.text.startsWith('"latitude"'));
    expect(latitude).toMatchObject({
      kind: "leaf",
      depth: 3,
      text: '"latitude": 40.7128,',
      path: ["params", "arguments", "latitude"],
      value: 40.7128,
    });
    const item = lines.find((line) => line.text === '"b": null');
    expect(item?.path).toEqual(["tags", 1, "b"]);
  });

  it("pairs each open line with its close line, and counts what it holds", () => {
    const { lines } = jsonDocument(call);
    const params = lines.findIndex((line) => line.text === '"params": {');
    const open = lines[params];
    expect(open).toMatchObject({ kind: "open", container: "object", size: 2 });
    const close = lines[open?.closeIndex ?? -1];
    expect(close).toMatchObject({ kind: "close", text: "},", path: ["params"] });
    expect(lines.find((line) => line.text === '"tags": [')).toMatchObject({
      container: "array",
      size: 2,
    });
  });

  it("keeps empty objects and arrays, and scalars at the root, on one line", () => {
    expect(jsonDocument({ a: [], b: {} }).lines.map((line) => line.kind)).toEqual([
      "open",
      "leaf",
      "leaf",
      "close",
    ]);
    expect(jsonDocument("text").lines).toEqual([
      { kind: "leaf", depth: 0, text: '"text"', offset: 0, path: [], value: "text" },
    ]);
  });

  it("drops what JSON cannot hold, as JSON.stringify does", () => {
    const value = { kept: 1, dropped: undefined, list: [undefined] };
    expect(jsonDocument(value).text).toBe(JSON.stringify(value, null, 2));
    expect(jsonDocument(undefined).text).toBe("null");
  });
});

describe("visibleJsonLines", () => {
  it("shows every line when nothing is folded", () => {
    const { lines } = jsonDocument(call);
    expect(visibleJsonLines(lines, new Set())).toHaveLength(lines.length);
  });

  it("shows a folded value as its open line with its close line beside it", () => {
    const { lines } = jsonDocument(call);
    const params = lines.findIndex((line) => line.text === '"params": {');
    const visible = visibleJsonLines(lines, new Set([params]));
    const folded = visible.find((entry) => entry.index === params);
    expect(folded?.foldedClose?.text).toBe("},");
    expect(visible.some((entry) => entry.line.text.startsWith('"latitude"'))).toBe(false);
    expect(visible.some((entry) => entry.line.text.startsWith('"tags"'))).toBe(true);
    expect(visible).toHaveLength(lines.length - 6);
  });

  it("shows only the root line when the root is folded", () => {
    const { lines } = jsonDocument(call);
    expect(visibleJsonLines(lines, new Set([0]))).toHaveLength(1);
  });
});

describe("formatJsonPath", () => {
  it("writes keys with dots and indices in brackets", () => {
    expect(formatJsonPath(["params", "arguments", "latitude"])).toBe("params.arguments.latitude");
    expect(formatJsonPath(["content", 0, "text"])).toBe("content[0].text");
    expect(formatJsonPath([0, "role"])).toBe("[0].role");
  });

  it("quotes keys that are not identifiers", () => {
    expect(formatJsonPath(["headers", "content-type"])).toBe('headers["content-type"]');
    expect(formatJsonPath(["a b", 'say "hi"'])).toBe('["a b"]["say \\"hi\\""]');
  });

  it("writes a JSONPath from the root when asked", () => {
    expect(formatJsonPath(["params", "arguments", "latitude"], { root: true })).toBe(
      "$.params.arguments.latitude",
    );
    expect(formatJsonPath(["content", 0], { root: true })).toBe("$.content[0]");
    expect(formatJsonPath([], { root: true })).toBe("$");
    expect(formatJsonPath([])).toBe("");
  });
});

describe("jsonValueText", () => {
  it("copies a string as itself and anything else as JSON", () => {
    expect(jsonValueText("Sunny, 24°C")).toBe("Sunny, 24°C");
    expect(jsonValueText(40.7128)).toBe("40.7128");
    expect(jsonValueText(null)).toBe("null");
    expect(jsonValueText({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
  });
});

describe("foldSummary", () => {
  it("counts keys and items in words", () => {
    expect(foldSummary({ container: "object", size: 1 })).toBe("1 key");
    expect(foldSummary({ container: "object", size: 3 })).toBe("3 keys");
    expect(foldSummary({ container: "array", size: 2 })).toBe("2 items");
  });
});
