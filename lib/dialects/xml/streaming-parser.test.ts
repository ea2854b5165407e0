import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ParsedAction } from "@/lib/events/types";
import { parseXmlAnswer, type XmlParseResult, XmlStreamParser } from "./streaming-parser";

const fixturesDirectory = path.resolve(process.cwd(), "test/fixtures/xml-turns");

interface ExpectedAction {
  name: string;
  params: Record<string, unknown>;
  partial?: boolean;
  error?: string;
}

interface ExpectedTurn {
  thinking: boolean;
  actions: ExpectedAction[];
}

const expectedTurns = JSON.parse(
  readFileSync(path.join(fixturesDirectory, "expected.json"), "utf8"),
) as Record<string, ExpectedTurn>;
const fixtureFiles = readdirSync(fixturesDirectory).filter((name) => name.endsWith(".txt"));

/** Parses `pieces` in order and checks that the deltas add up to the final result. */
function parsePieces(pieces: string[]): XmlParseResult {
  const parser = new XmlStreamParser();
  let text = "";
  const completed: ParsedAction[] = [];
  for (const piece of pieces) {
    const update = parser.push(piece);
    text += update.textDelta;
    completed.push(...update.actions);
  }
  const result = parser.end();
  expect(result.text.startsWith(text)).toBe(true);
  expect(result.actions.slice(0, completed.length)).toEqual(completed);
  expect(result.actions.length - completed.length).toBeLessThanOrEqual(1);
  return result;
}

/** One piece per code point (`text.split("")` gives one per UTF-16 unit, splitting surrogate pairs). */
function charByChar(text: string): string[] {
  return [...text];
}

/** Deterministic pseudo-random numbers (mulberry32), so a failing split can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function randomPieces(text: string, seed: number, maxSize = 12): string[] {
  const random = seededRandom(seed);
  const pieces: string[] = [];
  let cursor = 0;
  while (cursor < text.length) {
    const size = 1 + Math.floor(random() * maxSize);
    pieces.push(text.slice(cursor, cursor + size));
    cursor += size;
  }
  return pieces;
}

/** `json` keyed by parameter name, as expected.json writes it. */
function jsonByParameter(action: ParsedAction): Record<string, unknown> {
  if (action.json === undefined) return {};
  return action.name === "use_mcp_tool" ? { arguments: action.json } : action.json;
}

function expectMatchesFixture(result: XmlParseResult, text: string, expected: ExpectedTurn): void {
  expect(result.thinkingBlocks.length > 0).toBe(expected.thinking);
  expect(result.thinking !== undefined).toBe(expected.thinking);
  expect(result.actions).toHaveLength(expected.actions.length);
  expected.actions.forEach((expectedAction, index) => {
    const action = result.actions[index];
    if (!action) throw new Error(`action ${index} is missing`);
    expect(action.name).toBe(expectedAction.name);
    expect(action.partial).toBe(expectedAction.partial ?? false);
    const values: Record<string, unknown> = { ...action.params, ...jsonByParameter(action) };
    if (expectedAction.error) {
      expect(action.valid).toBe(false);
      expect(action.errors.join("\n")).toContain(expectedAction.error);
      for (const [name, value] of Object.entries(expectedAction.params)) {
        expect(values[name]).toEqual(value);
      }
    } else {
      expect(action.errors).toEqual([]);
      expect(action.valid).toBe(true);
      expect(values).toEqual(expectedAction.params);
    }
    const tagText = text.slice(action.span.start, action.span.end);
    expect(tagText.startsWith(`<${action.name}>`)).toBe(true);
    if (action.partial) expect(action.span.end).toBe(text.length);
    else expect(tagText.endsWith(`</${action.name}>`)).toBe(true);
  });
  for (const thinking of result.thinkingBlocks) {
    expect(text.slice(thinking.span.start, thinking.span.end)).toMatch(
      /^<thinking>[\s\S]*<\/thinking>$/,
    );
  }
}

describe("XmlStreamParser on the recorded turns", () => {
  it("has an expectation for every fixture file", () => {
    expect(fixtureFiles.length).toBeGreaterThan(0);
    expect(fixtureFiles.sort()).toEqual(Object.keys(expectedTurns).sort());
  });

  for (const file of fixtureFiles) {
    const text = readFileSync(path.join(fixturesDirectory, file), "utf8");
    const expected = expectedTurns[file];

    it(`reads ${file} as expected when fed whole`, () => {
      if (!expected) throw new Error(`no expectation for ${file}`);
      expectMatchesFixture(parsePieces([text]), text, expected);
    });

    it(`reads ${file} the same whichever way it is split`, () => {
      const whole = parsePieces([text]);
      expect(parsePieces(charByChar(text))).toEqual(whole);
      expect(parsePieces(text.split(""))).toEqual(whole);
      for (let split = 0; split <= text.length; split += 1) {
        expect(parsePieces([text.slice(0, split), text.slice(split)])).toEqual(whole);
      }
      for (let seed = 1; seed <= 20; seed += 1) {
        expect(parsePieces(randomPieces(text, seed))).toEqual(whole);
      }
    });
  }
});

describe("XmlStreamParser", () => {
  it("reads an action whose opening tag is split across pieces", () => {
    const result = parsePieces([
      "<use_mc",
      "p_tool>\n<server_",
      "name>weather</server_name>\n<tool_name>get_alerts</tool_na",
      'me>\n<arguments>{"state": "NY"}</arguments>\n</use_mcp_t',
      "ool>",
    ]);
    expect(result.actions).toHaveLength(1);
    expect(result.actions[0]).toMatchObject({
      name: "use_mcp_tool",
      params: { server_name: "weather", tool_name: "get_alerts" },
      json: { state: "NY" },
      valid: true,
    });
  });

  it("keeps a '<' at the end of a piece as text when the next piece shows it is not a tag", () => {
    const parser = new XmlStreamParser();
    expect(parser.push("a <").textDelta).toBe("a ");
    expect(parser.push(" b").textDelta).toBe("< b");
    expect(parser.end()).toEqual({ thinkingBlocks: [], actions: [], text: "a < b" });
  });

  it("treats unknown tags as text", () => {
    const result = parseXmlAnswer("<foo>bar</foo> <read_files><path>x</path></read_files>");
    expect(result.actions).toEqual([]);
    expect(result.text).toBe("<foo>bar</foo> <read_files><path>x</path></read_files>");
  });

  it("treats tag names inside a parameter value as part of the value", () => {
    const text =
      "<attempt_completion><result>Use <path>x</path>, then </attempt_completion>.</result></attempt_completion>";
    const result = parseXmlAnswer(text);
    expect(result.actions).toHaveLength(1);
    expect(result.actions[0]?.params.result).toBe(
      "Use <path>x</path>, then </attempt_completion>.",
    );
    expect(result.actions[0]?.span).toEqual({ start: 0, end: text.length });
  });

  it("locates a parameter left open before its tool's closing tag, and reads the call", () => {
    const text =
      '<thinking>\nGo.\n</thinking>\n<use_mcp_tool>\n<server_name>weather</server_name>\n<tool_name>get_forecast</tool_name>\n<arguments>\n{"latitude": 40.7}\n</use_mcp_tool>\nDone.';
    const result = parseXmlAnswer(text);
    expect(result.actions).toEqual([
      expect.objectContaining({
        name: "use_mcp_tool",
        params: expect.objectContaining({ arguments: '{"latitude": 40.7}' }),
        span: { start: text.indexOf("<use_mcp_tool>"), end: text.indexOf("\nDone.") },
        valid: false,
        partial: false,
        errors: [
          "<arguments> opened at line 7 column 1 was not closed before </use_mcp_tool> at line 9 column 1",
        ],
      }),
    ]);
    expect(result.text).toBe("\n\nDone.");
  });

  it("reports every action and the text between and after them", () => {
    const text =
      "Sure.\n<read_file><path>a.md</path></read_file>\nand\n<read_file><path>b.md</path></read_file>\nDone.";
    const result = parseXmlAnswer(text);
    expect(result.actions.map((action) => action.params.path)).toEqual(["a.md", "b.md"]);
    expect(result.text).toBe("Sure.\n\nand\n\nDone.");
    for (const action of result.actions) {
      expect(text.slice(action.span.start, action.span.end)).toMatch(
        /^<read_file>.*<\/read_file>$/,
      );
    }
  });

  it("returns an empty result for an empty answer", () => {
    const parser = new XmlStreamParser();
    expect(parser.push("")).toEqual({
      textDelta: "",
      thinkingDelta: "",
      completedThinking: [],
      actions: [],
    });
    expect(parser.end()).toEqual({ thinkingBlocks: [], actions: [], text: "" });
  });

  it("streams thinking text and reports the block when it closes", () => {
    const parser = new XmlStreamParser();
    const first = parser.push("<thinking>\nI need");
    expect(first.thinkingDelta).toBe("\nI need");
    expect(first.open).toEqual({ name: "thinking", start: 0 });
    const second = parser.push(" the forecast.\n</thinking>");
    expect(second.thinkingDelta).toBe(" the forecast.\n");
    expect(second.completedThinking).toEqual([
      { text: "I need the forecast.", span: { start: 0, end: 43 }, complete: true, errors: [] },
    ]);
    expect(second.thinking).toBe("I need the forecast.");
    expect(second.open).toBeUndefined();
  });

  it("joins several thinking blocks with a blank line", () => {
    const result = parseXmlAnswer("<thinking> one </thinking>x<thinking>\ntwo\n</thinking>");
    expect(result.thinking).toBe("one\n\ntwo");
    expect(result.thinkingBlocks.map((block) => block.span)).toEqual([
      { start: 0, end: 26 },
      { start: 27, end: 53 },
    ]);
  });

  it("gives use_mcp_tool's arguments as json and keys follow-up options by name", () => {
    const text = readFileSync(path.join(fixturesDirectory, "followup-question.txt"), "utf8");
    expect(parseXmlAnswer(text).actions[0]?.json).toEqual({
      options: ["New York, tomorrow", "San Francisco, today", "Somewhere else"],
    });
    const forecast = readFileSync(path.join(fixturesDirectory, "weather-1-forecast.txt"), "utf8");
    expect(parseXmlAnswer(forecast).actions[0]?.json).toEqual({
      latitude: 40.7128,
      longitude: -74.006,
    });
  });

  it("reports an unclosed thinking block with an error", () => {
    const result = parseXmlAnswer("<thinking>\nStill thinking");
    expect(result.thinking).toBe("Still thinking");
    expect(result.thinkingBlocks).toEqual([
      {
        text: "Still thinking",
        span: { start: 0, end: 25 },
        complete: false,
        errors: ["the answer ended inside <thinking>"],
      },
    ]);
  });

  it("says which action and parameter are open while streaming", () => {
    const parser = new XmlStreamParser();
    expect(parser.push("ok <write_to_file>\n<path>a").open).toEqual({
      name: "write_to_file",
      parameter: "path",
      start: 3,
    });
  });

  it("ends a partial action at the end of the answer, naming the open tag", () => {
    const result = parseXmlAnswer("<read_file>\n<path>a.md</path>\n");
    expect(result.actions[0]).toMatchObject({
      name: "read_file",
      params: { path: "a.md" },
      partial: true,
      valid: false,
      errors: ["the answer ended inside <read_file>"],
    });
  });

  it("flags a missing required parameter", () => {
    const result = parseXmlAnswer(
      "<use_mcp_tool><server_name>weather</server_name></use_mcp_tool>",
    );
    expect(result.actions[0]?.valid).toBe(false);
    expect(result.actions[0]?.errors).toEqual([
      "missing required parameter <tool_name> in <use_mcp_tool>",
      "missing required parameter <arguments> in <use_mcp_tool>",
    ]);
  });

  it("locates a JSON error by line and column in the value", () => {
    const result = parseXmlAnswer(
      '<use_mcp_tool><server_name>weather</server_name><tool_name>get_forecast</tool_name><arguments>\n{\n  "latitude": 40.7,\n}\n</arguments></use_mcp_tool>',
    );
    expect(result.actions[0]?.errors).toEqual([
      "arguments is not valid JSON: Unexpected token } at line 3 column 1 (expected double-quoted property name)",
    ]);
    expect(result.actions[0]?.params.arguments).toBe('{\n  "latitude": 40.7,\n}');
    expect(result.actions[0]?.json).toBeUndefined();
  });

  it("gives the sloppy fixture's JSON error at line 1 column 44", () => {
    const text = readFileSync(path.join(fixturesDirectory, "sloppy-bad-json.txt"), "utf8");
    expect(parseXmlAnswer(text).actions[0]?.errors[0]).toMatch(
      /^arguments is not valid JSON: Unexpected token } at line 1 column 44/,
    );
  });

  it("requires arguments to be a JSON object and options a JSON array of strings", () => {
    const mcp = parseXmlAnswer(
      "<use_mcp_tool><server_name>w</server_name><tool_name>t</tool_name><arguments>[1]</arguments></use_mcp_tool>",
    );
    expect(mcp.actions[0]?.errors).toEqual(["arguments must be a JSON object, got an array"]);
    const question = parseXmlAnswer(
      '<ask_followup_question><question>Where?</question><options>{"a": 1}</options></ask_followup_question>',
    );
    expect(question.actions[0]?.errors).toEqual([
      "options must be a JSON array of strings, got an object",
    ]);
  });

  it("trims one-line parameters fully and keeps the inner whitespace of text parameters", () => {
    const result = parseXmlAnswer(
      "<write_to_file><path>  a.md \n</path><content>\n\n  indented\n\n</content></write_to_file>",
    );
    expect(result.actions[0]?.params).toEqual({ path: "a.md", content: "\n  indented\n" });
  });

  it("reads parameters that follow file content after its last closing tag", () => {
    const text =
      "<write_to_file><content>a</content> b </content>\n<path>x.md</path>\n</write_to_file>";
    for (const pieces of [[text], charByChar(text)]) {
      const result = parsePieces(pieces);
      expect(result.actions[0]?.params).toEqual({ content: "a</content> b ", path: "x.md" });
      expect(result.actions[0]?.valid).toBe(true);
    }
  });

  it("flags file content that is never closed before the tool's closing tag", () => {
    const result = parseXmlAnswer("<write_to_file><path>a</path><content>x</write_to_file>");
    expect(result.actions[0]).toMatchObject({
      params: { path: "a", content: "x" },
      valid: false,
      partial: false,
      errors: ["<content> was not closed before </write_to_file>"],
    });
  });

  it("ends a truncated file write inside its content or after it", () => {
    expect(parseXmlAnswer("<write_to_file><path>a</path><content>x").actions[0]).toMatchObject({
      params: { path: "a" },
      partial: true,
      errors: ["the answer ended inside <content>"],
    });
    expect(
      parseXmlAnswer("<write_to_file><path>a</path><content>x</content>\n").actions[0],
    ).toMatchObject({
      params: { path: "a", content: "x" },
      partial: true,
      errors: ["the answer ended inside <write_to_file>"],
    });
  });

  it("counts offsets in UTF-16 units across surrogate pairs split between pieces", () => {
    const text = "🌤️ ok <read_file><path>天气.md</path></read_file>";
    const whole = parseXmlAnswer(text);
    expect(parsePieces(text.split(""))).toEqual(whole);
    const span = whole.actions[0]?.span;
    expect(span && text.slice(span.start, span.end)).toBe(
      "<read_file><path>天气.md</path></read_file>",
    );
  });

  it("ignores pieces pushed after the end and returns the same result twice", () => {
    const parser = new XmlStreamParser();
    parser.push("hello");
    const result = parser.end();
    expect(parser.push("<read_file><path>a</path></read_file>").actions).toEqual([]);
    expect(parser.end()).toBe(result);
    expect(result.text).toBe("hello");
  });

  it("never throws on random input and reads it the same whichever way it is split", () => {
    const fragments = [
      "<",
      ">",
      "/",
      "</",
      "<thinking>",
      "</thinking>",
      "<use_mcp_tool>",
      "</use_mcp_tool>",
      "<write_to_file>",
      "</write_to_file>",
      "<content>",
      "</content>",
      "<path>",
      "</path>",
      "<arguments>",
      "</arguments>",
      "<server_name>",
      "<tool_name>",
      "</tool_name>",
      "<replace_in_file>",
      "<diff>",
      "</diff>",
      "{",
      "}",
      '"',
      "\n",
      "x",
      "é",
      "😀",
      "\uD800",
      "<use_",
      "tool>",
    ];
    const random = seededRandom(42);
    for (let round = 0; round < 400; round += 1) {
      let text = "";
      const length = Math.floor(random() * 40);
      for (let index = 0; index < length; index += 1) {
        text += fragments[Math.floor(random() * fragments.length)] ?? "";
      }
      const whole = parsePieces([text]);
      expect(parsePieces(randomPieces(text, round, 5))).toEqual(whole);
      expect(parsePieces(text.split(""))).toEqual(whole);
      for (const action of whole.actions) {
        expect(text.slice(action.span.start, action.span.end).startsWith(`<${action.name}>`)).toBe(
          true,
        );
      }
    }
  });
});
