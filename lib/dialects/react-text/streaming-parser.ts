import type { DialectServer } from "@/lib/dialects/dialect";
import { FINAL_ANSWER_NAME } from "@/lib/dialects/host-tools/named-tools";
import {
  type NamedToolInput,
  readNamedToolUse,
} from "@/lib/dialects/host-tools/read-named-tool-use";
import type { ParsedAction } from "@/lib/events/types";

/** The action being read when a piece ends, so a view can show "writing Action…". */
export interface ReactTextOpenAction {
  /** Offset of its `Action:` (or `Final Answer:`) line in the assembled text. */
  start: number;
  /** Which line of it is being read. */
  part: "action" | "input" | "final-answer";
  /** The tool's name as read so far (absent once it is longer than a name can be). */
  name?: string;
}

/** What one `push` added: actions completed (by the line that followed them), thinking so far. */
export interface ReactTextUpdate {
  actions: ParsedAction[];
  /** All `Thought:` text read so far, set when a thought ends. */
  thinking?: string;
  open?: ReactTextOpenAction;
}

/** Where the host cut an answer that went on with an `Observation:` of the model's own. */
export interface ReactTextCut {
  /** Offset of the `Observation:` line. */
  at: number;
  note: string;
}

/** Everything found in a whole answer. */
export interface ReactTextResult {
  /** Every action in order (the final answer is one); the host acts on the first. */
  actions: ParsedAction[];
  /** All `Thought:` text, trimmed, joined by a blank line; undefined when there was none. */
  thinking?: string;
  cut?: ReactTextCut;
}

/** How a line starts: a keyword of the format (`Thought 1:`), found in its first characters. */
const keywordLine =
  /^[ \t]*(thought|action[ \t]+input|action|observation|final[ \t]+answer)(?:[ \t]*\d+)?[ \t]*:/i;
/** A line's head long enough to tell whether it starts with a keyword. */
const HEAD_LENGTH = 40;
/** Longer than any tool name: the open action's name is no longer reported. */
const NAME_LENGTH = 200;
/** `Tool[arg]` (the paper's style) or `tool({...})` (as the seeds' 4B model wrote it). */
const inlineInput = /^`?([^\s[\]()`]+)`?[ \t]*(?:\[([\s\S]*)\]|\(([\s\S]*)\))$/;

type Keyword = "thought" | "action" | "input" | "observation" | "final";

interface OpenAction {
  start: number;
  line: number;
  final: boolean;
  name: string[];
  nameLength: number;
  input?: string[];
  /** End offset of the last non-blank character read into it. */
  end: number;
  errors: string[];
  notes: string[];
}

type Section = "thought" | "action" | "input" | "final" | "cut" | "text";

/**
 * Incremental parser of ReAct text answers (`Thought:` / `Action:` / `Action Input:` /
 * `Final Answer:`, numbered or not): feed the assembled text in pieces of any size; an action is
 * complete when the next keyword line (or the end) arrives. Each character is looked at a bounded
 * number of times, so the whole answer is read in O(n); nothing it reads can make it throw. An
 * `Observation:` the model writes itself ends the answer: the host cuts there and says so.
 */
export class ReactTextStreamParser {
  readonly #servers: readonly DialectServer[] | undefined;
  #offset = 0;
  #line = 1;
  #lineStart = 0;
  /** The current line's first characters, until it is known whether they are a keyword. */
  #head: string | undefined = "";
  #section: Section = "text";
  #thought: string[] | undefined;
  #thoughts: string[] = [];
  #action: OpenAction | undefined;
  #actions: ParsedAction[] = [];
  #cut: ReactTextCut | undefined;
  #result: ReactTextResult | undefined;

  /** `servers`, when known, let bare tool names and `Tool[value]` be read against their tools. */
  constructor(servers?: readonly DialectServer[]) {
    this.#servers = servers;
  }

  /** Reads the next piece of the answer; after `end()` pieces are ignored. */
  push(text: string): ReactTextUpdate {
    const update: ReactTextUpdate = { actions: [] };
    if (this.#result === undefined) this.#read(text, update);
    const open = this.#openAction();
    if (open) update.open = open;
    return update;
  }

  /** Ends the answer: the open action or final answer is complete (or cut off). */
  end(): ReactTextResult {
    if (this.#result) return this.#result;
    const update: ReactTextUpdate = { actions: [] };
    if (this.#head) this.#classify(update);
    this.#closeSection(update, true);
    const result: ReactTextResult = { actions: this.#actions };
    if (this.#thoughts.length > 0) result.thinking = this.#thoughts.join("\n\n");
    if (this.#cut) result.cut = this.#cut;
    this.#result = result;
    return result;
  }

  #read(text: string, update: ReactTextUpdate): void {
    let index = 0;
    while (index < text.length && this.#section !== "cut") {
      const newline = text.indexOf("\n", index);
      const lineEnd = newline === -1 ? text.length : newline;
      if (this.#head !== undefined) {
        const take = Math.min(lineEnd - index, HEAD_LENGTH - this.#head.length);
        this.#head += text.slice(index, index + take);
        index += take;
        if (this.#head.includes(":") || this.#head.length >= HEAD_LENGTH || index === newline) {
          this.#classify(update);
        }
        continue;
      }
      const to = newline === -1 ? text.length : newline + 1;
      this.#route(text.slice(index, to), this.#offset);
      this.#offset += to - index;
      index = to;
      if (newline !== -1) {
        this.#line += 1;
        this.#lineStart = this.#offset;
        this.#head = "";
      }
    }
  }

  /** Decides what the current line's head is, and routes it. */
  #classify(update: ReactTextUpdate): void {
    const head = this.#head ?? "";
    this.#head = undefined;
    const match = keywordLine.exec(head);
    if (match) this.#enter(keywordOf(match[1] ?? ""), update);
    if (this.#section === "cut") return;
    const rest = match ? head.slice(match[0].length) : head;
    this.#route(rest, this.#lineStart + head.length - rest.length);
    this.#offset = this.#lineStart + head.length;
  }

  /** Adds text read at `at` to the section it belongs to. */
  #route(text: string, at: number): void {
    const section = this.#section;
    if (section === "thought") this.#thought?.push(text);
    const action = this.#action;
    if (!action || (section !== "action" && section !== "input" && section !== "final")) return;
    if (section === "input") action.input?.push(text);
    else {
      action.name.push(text);
      action.nameLength += text.length;
    }
    const last = lastNonBlank(text);
    if (last !== -1) action.end = at + last + 1;
  }

  #enter(keyword: Keyword, update: ReactTextUpdate): void {
    const at = this.#lineStart;
    const action = this.#action;
    if (keyword === "input" && action && !action.final && !action.input) {
      action.input = [];
      this.#section = "input";
      return;
    }
    if (keyword === "observation") {
      const note = `the model wrote an Observation of its own (line ${this.#line}): the host cut the answer there, since only a tool's result is an observation`;
      this.#cut = { at, note };
      action?.notes.push(note);
      this.#closeSection(update, false);
      this.#section = "cut";
      return;
    }
    this.#closeSection(update, false);
    if (keyword === "thought") {
      this.#thought = [];
      this.#section = "thought";
      return;
    }
    this.#action = {
      start: at,
      line: this.#line,
      final: keyword === "final",
      name: [],
      nameLength: 0,
      end: at,
      errors: [],
      notes: [],
    };
    if (keyword === "input") {
      this.#action.input = [];
      this.#action.errors.push(`the Action Input at line ${this.#line} follows no Action`);
    }
    this.#section = keyword === "final" ? "final" : keyword === "input" ? "input" : "action";
  }

  /** Ends the thought or action being read. */
  #closeSection(update: ReactTextUpdate, endOfAnswer: boolean): void {
    if (this.#thought) {
      const text = this.#thought.join("").trim();
      this.#thought = undefined;
      if (text !== "") {
        this.#thoughts.push(text);
        update.thinking = this.#thoughts.join("\n\n");
      }
    }
    const action = this.#action;
    this.#action = undefined;
    this.#section = "text";
    if (!action) return;
    const parsed = readNamedToolUse(toolUseOf(action, endOfAnswer), this.#servers);
    this.#actions.push(parsed);
    update.actions.push(parsed);
  }

  #openAction(): ReactTextOpenAction | undefined {
    const action = this.#action;
    if (!action) return undefined;
    const part = action.final ? "final-answer" : action.input ? "input" : "action";
    const open: ReactTextOpenAction = { start: action.start, part };
    if (action.final) open.name = FINAL_ANSWER_NAME;
    else if (action.nameLength <= NAME_LENGTH) open.name = action.name.join("").trim();
    return open;
  }
}

function keywordOf(word: string): Keyword {
  const lower = word.toLowerCase().replace(/[ \t]+/g, " ");
  if (lower === "action input") return "input";
  if (lower === "final answer") return "final";
  return lower as Keyword;
}

/** What an action's lines say: its tool's name and how its input was given. */
function toolUseOf(action: OpenAction, endOfAnswer: boolean) {
  const span = { start: action.start, end: Math.max(action.start, action.end) };
  const errors = [...action.errors];
  const body = action.name.join("").trim();
  const inputLabel = "Action Input";
  const common = { inputLabel, span, errors, notes: action.notes };
  if (action.final) {
    if (body === "") errors.push(`the Final Answer at line ${action.line} is empty`);
    const input: NamedToolInput = { form: "value", value: body };
    return { ...common, name: FINAL_ANSWER_NAME, input, partial: false };
  }
  const inline = inlineInput.exec(body);
  if (inline) {
    const [, name = "", bracket, call] = inline;
    const input: NamedToolInput =
      bracket !== undefined
        ? { form: "bracket", text: bracket }
        : { form: "json", text: call?.trim() || "{}" };
    return { ...common, name, input, partial: false };
  }
  const opened = /^([^\s[(]+)[ \t]*[[(]/.exec(body);
  if (endOfAnswer && opened && !action.input) {
    errors.push(`the answer ended inside the Action at line ${action.line}`);
    return { ...common, name: opened[1] ?? "", input: { form: "none" } as const, partial: true };
  }
  if (body === "") errors.push(`the Action at line ${action.line} names no tool`);
  const inputText = action.input === undefined ? undefined : unfenced(action.input.join(""));
  const truncated = endOfAnswer && inputText !== undefined && endsInsideJson(inputText);
  const input: NamedToolInput =
    inputText === undefined ? { form: "none" } : { form: "json", text: inputText };
  if (truncated) errors.push(`the answer ended inside the Action Input of line ${action.line}`);
  return { ...common, name: body, input, partial: truncated };
}

/** Input as models also write it: in a ```json fence or between backticks, taken out of them. */
function unfenced(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```[A-Za-z]*\s*([\s\S]*?)\s*(?:```)?$/.exec(trimmed)?.[1];
  if (fenced !== undefined) return fenced;
  return /^`[^`]*`$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

/** Whether JSON text stops before its outermost object or array closes. */
function endsInsideJson(text: string): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (const character of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (character === "\\") escaped = true;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === "{" || character === "[") depth += 1;
    else if (character === "}" || character === "]") depth -= 1;
  }
  return depth > 0 || inString;
}

function lastNonBlank(text: string): number {
  for (let index = text.length - 1; index >= 0; index -= 1) {
    const character = text.charCodeAt(index);
    if (character !== 32 && character !== 9 && character !== 10 && character !== 13) return index;
  }
  return -1;
}

/** Parses a whole answer at once, for callers that already hold the complete text. */
export function parseReactTextAnswer(
  text: string,
  servers?: readonly DialectServer[],
): ReactTextResult {
  const parser = new ReactTextStreamParser(servers);
  parser.push(text);
  return parser.end();
}
