import type { DialectServer } from "@/lib/dialects/dialect";
import { parseJsonParameter } from "@/lib/dialects/host-tools/parameter-value";
import { readNamedToolUse } from "@/lib/dialects/host-tools/read-named-tool-use";
import type { ParsedAction, TextSpan } from "@/lib/events/types";

/** The blob being read when a piece ends, so a view can show "writing the action blob…". */
export interface JsonOpenBlob {
  /** Offset of its `{` (or of the fence before it) in the assembled text. */
  start: number;
  /** The `"action"` named so far, once it has been read. */
  action?: string;
}

/** What one `push` added: blobs closed in this piece, read as actions, before the verdict. */
export interface JsonParseUpdate {
  /**
   * The blobs completed in this piece, each read alone: a bare blob at its closing brace, a
   * fenced one at its closing fence (or at the first text showing the fence will not come).
   * Trailing text and a second blob are judged at the end.
   */
  actions: ParsedAction[];
  open?: JsonOpenBlob;
  /** The action being written while its blob streams: named once its `"action"` is read. */
  partial?: ParsedAction;
}

/** Everything found in a whole answer. */
export interface JsonParseResult {
  /**
   * Every blob in order, the first with the answer's format errors (a second blob, trailing
   * text); the last `partial` when the answer ended inside it.
   */
  actions: ParsedAction[];
  /** The text before the first blob (the model's reasoning), trimmed; undefined when empty. */
  thinking?: string;
}

interface Blob {
  start: number;
  braceAt: number;
  line: number;
  column: number;
  fenced: boolean;
  parts: string[];
  length: number;
  depth: number;
  inString: boolean;
  escaped: boolean;
  action?: string;
  /** Whether its first key has begun (true) or it is prose in braces (false); unknown yet. */
  keyed?: boolean;
}

interface ReadBlob {
  action: ParsedAction;
  line: number;
  column: number;
  end: number;
}

/** The `"action"` of a blob, found while it streams or in one that is not valid JSON. */
const actionName = /"action"\s*:\s*"((?:[^"\\]|\\.)*)"/;
/** How far into a streaming blob the open state looks for its `"action"`. */
const ACTION_LOOKAHEAD = 512;

/**
 * Incremental parser of JSON-blob answers: optional text, then one `{"action": ...,
 * "action_input": ...}` object, optionally in a ```json fence. It follows braces and strings
 * character by character (each looked at once: O(n)), parses each blob once when it closes, and
 * never throws. Trailing text, a second blob and a cut-off blob are located errors.
 */
export class JsonStreamParser {
  readonly #servers: readonly DialectServer[] | undefined;
  #offset = 0;
  #line = 1;
  #lineStart = 0;
  #backticks = 0;
  /** Offset of a fence opened since the last non-blank text outside a blob. */
  #fence: number | undefined;
  /** Whether only a fence language tag (`json`) has followed the fence so far. */
  #fenceTag = false;
  #preamble: string[] = [];
  #blob: Blob | undefined;
  #read: ReadBlob[] = [];
  /** The first non-blank text after the first blob, where it starts. */
  #trailing: { line: number; column: number } | undefined;
  /** After a closed fenced blob: the closing fence is still expected. */
  #awaitingFence = false;
  /** The last blob read is fenced and complete but not yet reported: its fence may follow. */
  #holding = false;
  #result: JsonParseResult | undefined;

  /** `servers`, when known, let bare tool names and a string input be read against their tools. */
  constructor(servers?: readonly DialectServer[]) {
    this.#servers = servers;
  }

  /** Reads the next piece of the answer; after `end()` pieces are ignored. */
  push(text: string): JsonParseUpdate {
    const update: JsonParseUpdate = { actions: [] };
    if (this.#result === undefined) this.#scan(text, update);
    const blob = this.#blob;
    if (blob) {
      const seekName = blob.action === undefined && blob.keyed !== false && text.includes('"');
      if (blob.length <= ACTION_LOOKAHEAD && (seekName || blob.keyed === undefined)) {
        const head = blob.parts.join("");
        const found = seekName ? actionName.exec(head) : null;
        if (found) blob.action = jsonStringText(found[1] ?? "");
        const first = /^\{\s*(\S)/.exec(head)?.[1];
        if (first !== undefined) blob.keyed = first === '"';
      }
      update.open = {
        start: blob.start,
        ...(blob.action === undefined ? {} : { action: blob.action }),
      };
      if (blob.keyed !== false) {
        update.partial = {
          name: blob.action ?? "action blob",
          params: {},
          span: { start: blob.start, end: this.#offset },
          valid: false,
          partial: true,
          errors: [],
        };
      }
    }
    return update;
  }

  /** Ends the answer: a blob still open is partial; the first blob gets the answer's verdict. */
  end(): JsonParseResult {
    if (this.#result) return this.#result;
    const blob = this.#blob;
    const open = blob?.parts.join("") ?? "";
    if (blob && !startsLikeBlob(open)) this.#outside(open);
    else if (blob) {
      const text = open;
      const name = actionName.exec(text)?.[1];
      this.#read.push({
        action: {
          name: name === undefined ? "action blob" : jsonStringText(name),
          params: {},
          span: { start: blob.start, end: this.#offset },
          valid: false,
          partial: true,
          errors: [
            `the answer ended inside the action blob opened at line ${blob.line} column ${blob.column}`,
          ],
        },
        line: blob.line,
        column: blob.column,
        end: this.#offset,
      });
      this.#blob = undefined;
    }
    const actions = this.#read.map((read) => read.action);
    const [first, second] = this.#read;
    if (first) {
      const errors: string[] = [];
      if (second) {
        errors.push(
          `a second action blob follows at line ${second.line} column ${second.column}: answer with one action per turn`,
        );
      } else if (this.#trailing) {
        errors.push(
          `text follows the action blob at line ${this.#trailing.line} column ${this.#trailing.column}: answer with the blob alone`,
        );
      }
      if (errors.length > 0) {
        actions[0] = {
          ...first.action,
          valid: false,
          errors: [...first.action.errors, ...errors],
        };
      }
    }
    const thinking = this.#preamble
      .join("")
      .replace(/```[A-Za-z]*\s*$/, "")
      .trim()
      .replace(/^Thought:\s*/i, "");
    this.#result = { actions, ...(thinking === "" ? {} : { thinking }) };
    return this.#result;
  }

  #scan(text: string, update: JsonParseUpdate): void {
    let outsideFrom = 0;
    for (let index = 0; index < text.length; index += 1) {
      const character = text[index] as string;
      const at = this.#offset + index;
      const blob = this.#blob;
      if (blob) {
        this.#readBlobCharacter(blob, character);
        if (blob.depth === 0) {
          blob.parts.push(text.slice(outsideFrom, index + 1));
          this.#closeBlob(blob, at + 1, update);
          outsideFrom = index + 1;
        }
      } else if (character === "{") {
        this.#outside(text.slice(outsideFrom, index));
        outsideFrom = index;
        this.#openBlob(at, update);
        this.#readBlobCharacter(this.#blob as unknown as Blob, character);
      } else {
        this.#readOutsideCharacter(character, at, update);
      }
      if (character === "\n") {
        this.#line += 1;
        this.#lineStart = at + 1;
      }
    }
    const rest = text.slice(outsideFrom);
    if (this.#blob) {
      this.#blob.parts.push(rest);
      this.#blob.length += rest.length;
    } else this.#outside(rest);
    this.#offset += text.length;
  }

  /** Keeps the text before the first blob as the model's reasoning. */
  #outside(text: string): void {
    if (this.#read.length === 0 && text !== "") this.#preamble.push(text);
  }

  /** Reports a fenced blob held for its closing fence: the fence came, or will not. */
  #release(update: JsonParseUpdate): void {
    if (!this.#holding) return;
    this.#holding = false;
    const last = this.#read.at(-1);
    if (last) update.actions.push(last.action);
  }

  #readOutsideCharacter(character: string, at: number, update: JsonParseUpdate): void {
    if (character === "`") {
      if (this.#read.length > 0 && !this.#awaitingFence && !this.#trailing) {
        this.#trailing = { line: this.#line, column: at - this.#lineStart + 1 };
      }
      this.#backticks += 1;
      if (this.#backticks === 3) {
        if (this.#awaitingFence) {
          this.#awaitingFence = false;
          const last = this.#read.at(-1);
          if (last) {
            last.end = at + 1;
            last.action = { ...last.action, span: { start: last.action.span.start, end: at + 1 } };
          }
          this.#release(update);
        } else {
          this.#fence = at - 2;
          this.#fenceTag = true;
        }
      }
      return;
    }
    const blank =
      character === " " || character === "\n" || character === "\r" || character === "\t";
    if (this.#fenceTag && /[A-Za-z]/.test(character)) {
      this.#backticks = 0;
      return;
    }
    this.#backticks = 0;
    if (character === "\n") this.#fenceTag = false;
    if (blank) return;
    this.#release(update);
    this.#fence = undefined;
    this.#fenceTag = false;
    this.#awaitingFence = false;
    if (this.#read.length > 0 && !this.#trailing) {
      this.#trailing = { line: this.#line, column: at - this.#lineStart + 1 };
    }
  }

  #openBlob(at: number, update: JsonParseUpdate): void {
    this.#release(update);
    const fenced = this.#fence !== undefined;
    this.#blob = {
      start: this.#fence ?? at,
      braceAt: at,
      line: this.#line,
      column: at - this.#lineStart + 1,
      fenced,
      parts: [],
      length: 0,
      depth: 0,
      inString: false,
      escaped: false,
    };
    this.#fence = undefined;
    this.#fenceTag = false;
    this.#backticks = 0;
    if (this.#read.length > 0 && !this.#trailing) {
      this.#trailing = { line: this.#line, column: at - this.#lineStart + 1 };
    }
  }

  #readBlobCharacter(blob: Blob, character: string): void {
    if (blob.inString) {
      if (blob.escaped) blob.escaped = false;
      else if (character === "\\") blob.escaped = true;
      else if (character === '"') blob.inString = false;
    } else if (character === '"') blob.inString = true;
    else if (character === "{" || character === "[") blob.depth += 1;
    else if (character === "}" || character === "]") blob.depth -= 1;
  }

  #closeBlob(blob: Blob, end: number, update: JsonParseUpdate): void {
    this.#blob = undefined;
    const text = blob.parts.join("");
    if (!startsLikeBlob(text)) {
      this.#outside(text);
      return;
    }
    const span: TextSpan = { start: blob.start, end };
    const action = readBlob(text, span, this.#servers);
    this.#read.push({ action, line: blob.line, column: blob.column, end });
    if (blob.fenced) this.#holding = true;
    else update.actions.push(action);
    this.#awaitingFence = blob.fenced;
  }
}

/**
 * Whether braces hold a blob (an object whose first key has begun, or nothing yet) rather than
 * prose such as `{city}` in a thought, which stays text.
 */
function startsLikeBlob(text: string): boolean {
  return /^\{\s*("|$)/.test(text);
}

/** One closed blob read as an action: its `action` and `action_input`, checked. */
function readBlob(
  text: string,
  span: TextSpan,
  servers: readonly DialectServer[] | undefined,
): ParsedAction {
  const parsed = parseJsonParameter(
    { name: "the action blob", kind: "json-object", required: true, description: "" },
    text,
  );
  if (!parsed.ok) {
    const name = actionName.exec(text)?.[1];
    return {
      name: name === undefined ? "action blob" : jsonStringText(name),
      params: {},
      span,
      valid: false,
      partial: false,
      errors: [parsed.error],
    };
  }
  const blob = parsed.value as Record<string, unknown>;
  const errors: string[] = [];
  const action = typeof blob.action === "string" ? blob.action : "";
  if (typeof blob.action !== "string") errors.push('the action blob has no "action" string');
  const input =
    "action_input" in blob
      ? { form: "value" as const, value: blob.action_input }
      : { form: "none" as const };
  return readNamedToolUse(
    { name: action, input, inputLabel: "action_input", span, partial: false, errors },
    servers,
  );
}

function jsonStringText(text: string): string {
  try {
    return JSON.parse(`"${text}"`) as string;
  } catch {
    return text;
  }
}

/** Parses a whole answer at once, for callers that already hold the complete text. */
export function parseJsonAnswer(text: string, servers?: readonly DialectServer[]): JsonParseResult {
  const parser = new JsonStreamParser(servers);
  parser.push(text);
  return parser.end();
}
