import { buildParsedAction } from "@/lib/dialects/host-tools/build-action";
import {
  findHostTool,
  type HostToolDefinition,
  type HostToolParameter,
  hostTools,
} from "@/lib/dialects/host-tools/catalogue";
import type { ParsedAction, TextSpan } from "@/lib/events/types";

/** One `<thinking>` block: its text (trimmed), the span of the whole tag, and why it is broken. */
export interface XmlThinking {
  text: string;
  span: TextSpan;
  /** False when the answer ended before `</thinking>`. */
  complete: boolean;
  errors: string[];
}

/** The tag being read when a piece ends, so a view can show "writing <use_mcp_tool>…". */
export interface XmlOpenTag {
  /** `thinking` or the action's tag name. */
  name: string;
  /** The parameter being read inside the action, if any. */
  parameter?: string;
  /** Offset of the tag's `<` in the assembled text. */
  start: number;
}

/** What one `push` added: new text, new thinking text, blocks and actions completed. */
export interface XmlParseUpdate {
  /** Text outside any tag, new since the previous update. */
  textDelta: string;
  /** Text inside `<thinking>`, new since the previous update, untrimmed. */
  thinkingDelta: string;
  /** All thinking read so far (blocks trimmed, joined by a blank line); set when a block closes. */
  thinking?: string;
  completedThinking: XmlThinking[];
  /** Actions whose closing tag was read in this piece. */
  actions: ParsedAction[];
  open?: XmlOpenTag;
}

/** Everything found in a whole answer. */
export interface XmlParseResult {
  /** All thinking (blocks trimmed, joined by a blank line); undefined when there was none. */
  thinking?: string;
  thinkingBlocks: XmlThinking[];
  /** Every action in order, the last one `partial` when the answer ended inside it. */
  actions: ParsedAction[];
  /** All text outside tags, concatenated. */
  text: string;
}

interface OpenAction {
  tool: HostToolDefinition;
  start: number;
  rawParams: Map<string, string>;
  errors: string[];
}

type ParserState =
  | { kind: "outside" }
  | { kind: "thinking"; start: number; text: string }
  | { kind: "action"; action: OpenAction }
  | {
      kind: "parameter";
      action: OpenAction;
      parameter: HostToolParameter;
      value: string;
      /** Line and column of its opening tag, and the offset where its value starts. */
      line: number;
      column: number;
      valueStart: number;
      /** For a greedy parameter: length of `value` where its last closing tag starts. */
      lastClose?: number;
    };

const thinkingOpen = "<thinking>";
const thinkingClose = "</thinking>";
const outsideTags = [thinkingOpen, ...hostTools.map((tool) => `<${tool.name}>`)];
const actionBodyTags = new Map(
  hostTools.map((tool) => [
    tool.name,
    [`</${tool.name}>`, ...tool.parameters.map((parameter) => `<${parameter.name}>`)],
  ]),
);
const incomplete = Symbol("incomplete");

/**
 * Incremental parser of XML-dialect answers: feed the assembled text in pieces of any size and
 * get thinking, text and each action as its closing tag arrives. It keeps only a cursor and the
 * few characters of a tag that may still be completing, so the whole answer is read in O(n);
 * nothing it reads can make it throw.
 */
export class XmlStreamParser {
  #window = "";
  #base = 0;
  #state: ParserState = { kind: "outside" };
  #textParts: string[] = [];
  #thinking: XmlThinking[] = [];
  #actions: ParsedAction[] = [];
  #result: XmlParseResult | undefined;
  /** Line of the next character to be consumed, and the offset where that line starts. */
  #line = 1;
  #lineStart = 0;

  /** Reads the next piece of the answer; after `end()` pieces are ignored. */
  push(text: string): XmlParseUpdate {
    const update: XmlParseUpdate = {
      textDelta: "",
      thinkingDelta: "",
      completedThinking: [],
      actions: [],
    };
    if (this.#result === undefined && text.length > 0) {
      this.#window += text;
      this.#scan(update);
    }
    const open = this.#openTag();
    if (open) update.open = open;
    return update;
  }

  /** Ends the answer: unclosed tags become a partial action or thinking with an error. */
  end(): XmlParseResult {
    if (this.#result) return this.#result;
    const update: XmlParseUpdate = {
      textDelta: "",
      thinkingDelta: "",
      completedThinking: [],
      actions: [],
    };
    this.#consume(this.#window, 0, this.#window.length, update);
    this.#base += this.#window.length;
    this.#window = "";
    const end = this.#base;
    const state = this.#state;
    if (state.kind === "thinking") {
      this.#thinking.push({
        text: state.text.trim(),
        span: { start: state.start, end },
        complete: false,
        errors: ["the answer ended inside <thinking>"],
      });
    } else if (state.kind === "action") {
      state.action.errors.push(`the answer ended inside <${state.action.tool.name}>`);
      this.#finishAction(state.action, end, true, update);
    } else if (state.kind === "parameter") {
      const toolClose = state.value.lastIndexOf(`</${state.action.tool.name}>`);
      if (state.parameter.greedy) {
        this.#closeGreedyParameter(state, true);
      } else if (toolClose !== -1) {
        this.#closeAtToolTag(state, toolClose, update);
        this.#state = { kind: "outside" };
        return this.#finish();
      } else {
        state.action.errors.push(`the answer ended inside <${state.parameter.name}>`);
      }
      this.#finishAction(state.action, end, true, update);
    }
    this.#state = { kind: "outside" };
    return this.#finish();
  }

  #finish(): XmlParseResult {
    const result: XmlParseResult = {
      thinkingBlocks: this.#thinking,
      actions: this.#actions,
      text: this.#textParts.join(""),
    };
    if (this.#thinking.length > 0) result.thinking = joinThinking(this.#thinking);
    this.#result = result;
    return result;
  }

  #scan(update: XmlParseUpdate): void {
    const window = this.#window;
    let cursor = 0;
    while (cursor < window.length) {
      const lessThan = window.indexOf("<", cursor);
      const stop = lessThan === -1 ? window.length : lessThan;
      this.#consume(window, cursor, stop, update);
      cursor = stop;
      if (lessThan === -1) break;
      const tag = matchTag(window, lessThan, this.#candidates());
      if (tag === incomplete) break;
      if (tag === undefined) {
        this.#consume(window, lessThan, lessThan + 1, update);
        cursor = lessThan + 1;
        continue;
      }
      cursor = lessThan + tag.length;
      this.#enter(tag, this.#base + lessThan, this.#base + cursor, update);
    }
    this.#base += cursor;
    this.#window = window.slice(cursor);
  }

  /** The tags that mean something in the current state; every other `<` is plain text. */
  #candidates(): readonly string[] {
    const state = this.#state;
    switch (state.kind) {
      case "outside":
        return outsideTags;
      case "thinking":
        return [thinkingClose];
      case "action":
        return actionBodyTags.get(state.action.tool.name) ?? [];
      case "parameter":
        return state.parameter.greedy
          ? [`</${state.parameter.name}>`, `</${state.action.tool.name}>`]
          : [`</${state.parameter.name}>`];
    }
  }

  /** Adds text read in the current state to wherever that state collects it. */
  #consume(window: string, from: number, to: number, update: XmlParseUpdate): void {
    if (to <= from) return;
    const text = window.slice(from, to);
    for (
      let newline = text.indexOf("\n");
      newline !== -1;
      newline = text.indexOf("\n", newline + 1)
    ) {
      this.#line += 1;
      this.#lineStart = this.#base + from + newline + 1;
    }
    const state = this.#state;
    if (state.kind === "outside") {
      update.textDelta += text;
      this.#textParts.push(text);
    } else if (state.kind === "thinking") {
      update.thinkingDelta += text;
      state.text += text;
    } else if (state.kind === "parameter") {
      state.value += text;
    }
  }

  #enter(tag: string, start: number, end: number, update: XmlParseUpdate): void {
    const state = this.#state;
    if (state.kind === "outside") {
      const tool = findHostTool(tag.slice(1, -1));
      this.#state = tool
        ? {
            kind: "action",
            action: { tool, start, rawParams: new Map(), errors: [] },
          }
        : { kind: "thinking", start, text: "" };
    } else if (state.kind === "thinking") {
      const thinking: XmlThinking = {
        text: state.text.trim(),
        span: { start: state.start, end },
        complete: true,
        errors: [],
      };
      this.#thinking.push(thinking);
      update.completedThinking.push(thinking);
      update.thinking = joinThinking(this.#thinking);
      this.#state = { kind: "outside" };
    } else if (state.kind === "action") {
      const parameter = state.action.tool.parameters.find(
        (candidate) => `<${candidate.name}>` === tag,
      );
      if (parameter) {
        this.#state = {
          kind: "parameter",
          action: state.action,
          parameter,
          value: "",
          line: this.#line,
          column: start - this.#lineStart + 1,
          valueStart: end,
        };
      } else {
        this.#finishAction(state.action, end, false, update);
      }
    } else if (tag === `</${state.parameter.name}>`) {
      if (state.parameter.greedy) {
        state.lastClose = state.value.length;
        state.value += tag;
      } else {
        state.action.rawParams.set(state.parameter.name, state.value);
        this.#state = { kind: "action", action: state.action };
      }
    } else {
      this.#closeGreedyParameter(state, false);
      this.#finishAction(state.action, end, false, update);
    }
  }

  /**
   * An answer that ended inside a parameter whose own closing tag never came but its tool's did
   * (`<arguments>{…}</use_mcp_tool>`): the value ends at that tag, and the error says which tag
   * was left open and where both are. What follows the tool's tag is text.
   */
  #closeAtToolTag(
    state: Extract<ParserState, { kind: "parameter" }>,
    toolClose: number,
    update: XmlParseUpdate,
  ): void {
    const { action, parameter, value } = state;
    const closeTag = `</${action.tool.name}>`;
    const before = value.slice(0, toolClose);
    const lastNewline = before.lastIndexOf("\n");
    const line = state.line + (before.match(/\n/g)?.length ?? 0);
    const column =
      lastNewline === -1
        ? state.column + parameter.name.length + 2 + toolClose
        : toolClose - lastNewline;
    action.rawParams.set(parameter.name, before);
    action.errors.push(
      `<${parameter.name}> opened at line ${state.line} column ${state.column} was not closed before ${closeTag} at line ${line} column ${column}`,
    );
    const end = state.valueStart + toolClose + closeTag.length;
    this.#finishAction(action, end, false, update);
    const rest = value.slice(toolClose + closeTag.length);
    if (rest !== "") this.#textParts.push(rest);
  }

  /**
   * Ends a greedy parameter (file content, diff) at the tool's closing tag or the end of the
   * answer: its value stops at its LAST closing tag; what follows is read as more parameters.
   */
  #closeGreedyParameter(
    state: Extract<ParserState, { kind: "parameter" }>,
    endOfAnswer: boolean,
  ): void {
    const { action, parameter } = state;
    if (state.lastClose === undefined) {
      if (endOfAnswer) {
        action.errors.push(`the answer ended inside <${parameter.name}>`);
      } else {
        action.rawParams.set(parameter.name, state.value);
        action.errors.push(`<${parameter.name}> was not closed before </${action.tool.name}>`);
      }
      return;
    }
    action.rawParams.set(parameter.name, state.value.slice(0, state.lastClose));
    const tail = state.value.slice(state.lastClose + parameter.name.length + 3);
    const unclosed = readCompleteParameters(tail, action.tool, action.rawParams);
    if (endOfAnswer) {
      action.errors.push(`the answer ended inside <${unclosed ?? action.tool.name}>`);
    } else if (unclosed) {
      action.errors.push(`<${unclosed}> was not closed before </${action.tool.name}>`);
    }
  }

  #finishAction(action: OpenAction, end: number, partial: boolean, update: XmlParseUpdate): void {
    const parsed = buildParsedAction({
      tool: action.tool,
      rawParams: action.rawParams,
      span: { start: action.start, end },
      partial,
      errors: action.errors,
    });
    this.#actions.push(parsed);
    update.actions.push(parsed);
    this.#state = { kind: "outside" };
  }

  #openTag(): XmlOpenTag | undefined {
    const state = this.#state;
    switch (state.kind) {
      case "outside":
        return undefined;
      case "thinking":
        return { name: "thinking", start: state.start };
      case "action":
        return { name: state.action.tool.name, start: state.action.start };
      case "parameter":
        return {
          name: state.action.tool.name,
          parameter: state.parameter.name,
          start: state.action.start,
        };
    }
  }
}

function joinThinking(blocks: XmlThinking[]): string {
  return blocks.map((block) => block.text).join("\n\n");
}

/**
 * Which candidate tag starts at `at`: the tag, `incomplete` when the text ends inside what may
 * still become one, or undefined when the `<` is plain text.
 */
function matchTag(
  window: string,
  at: number,
  candidates: readonly string[],
): string | typeof incomplete | undefined {
  const available = window.length - at;
  let waiting = false;
  for (const candidate of candidates) {
    if (available >= candidate.length) {
      if (window.startsWith(candidate, at)) return candidate;
    } else if (!waiting && candidate.startsWith(window.slice(at))) {
      waiting = true;
    }
  }
  return waiting ? incomplete : undefined;
}

/**
 * Reads parameters from text known to be complete (the part of a tool after a greedy value's
 * last closing tag). Returns the name of a parameter left unclosed, if any.
 */
function readCompleteParameters(
  text: string,
  tool: HostToolDefinition,
  rawParams: Map<string, string>,
): string | undefined {
  let cursor = 0;
  while (cursor < text.length) {
    const lessThan = text.indexOf("<", cursor);
    if (lessThan === -1) return undefined;
    const parameter = tool.parameters.find((candidate) =>
      text.startsWith(`<${candidate.name}>`, lessThan),
    );
    if (!parameter) {
      cursor = lessThan + 1;
      continue;
    }
    const valueStart = lessThan + parameter.name.length + 2;
    const close = text.indexOf(`</${parameter.name}>`, valueStart);
    if (close === -1) return parameter.name;
    rawParams.set(parameter.name, text.slice(valueStart, close));
    cursor = close + parameter.name.length + 3;
  }
  return undefined;
}

/** Parses a whole answer at once, for callers that already hold the complete text. */
export function parseXmlAnswer(text: string): XmlParseResult {
  const parser = new XmlStreamParser();
  parser.push(text);
  return parser.end();
}
