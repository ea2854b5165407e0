/** Characters a `u` pattern may escape as themselves (and must, to read them literally). */
const SYNTAX_CHARACTERS = "^$\\.*+?()[]{}|/";

/** How many capture groups a pattern has, and whether any has a name (then `\k<…>` is a backreference). */
interface CaptureGroups {
  count: number;
  named: boolean;
}

/** One piece of a rewritten class: its text, and whether it is a set (`\d`, `\p{L}`) rather than one character. */
interface ClassAtom {
  text: string;
  set: boolean;
  dash: boolean;
}

/** A rewritten piece of the pattern and the index just after what it replaced. */
interface Piece {
  text: string;
  next: number;
  set: boolean;
}

/**
 * The pattern to compile with the `u` flag (as @cfworker/json-schema does) for a JSON Schema
 * `pattern` written for the looser reading without it: `^\d{3}\-\d{4}$`, `[\w.]+\@`, a lone `]`
 * or `{`. Identity escapes of ordinary characters become the character, a lone `]`, `{` or `}`
 * is escaped, legacy octal escapes become `\xHH`, and every escape valid with `u` (`\d`, `\p{L}`,
 * `\u{…}`, `\k<name>`, backreferences) is kept. A pattern already valid with `u` is answered as
 * it is; one invalid either way, or still invalid after the rewrite, answers undefined.
 */
export function unicodePattern(pattern: string): string | undefined {
  if (compiles(pattern, "u")) return pattern;
  if (!compiles(pattern, "")) return undefined;
  const rewritten = rewrite(pattern, captureGroupsOf(pattern));
  return compiles(rewritten, "u") ? rewritten : undefined;
}

function compiles(pattern: string, flags: string): boolean {
  try {
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
}

function rewrite(pattern: string, groups: CaptureGroups): string {
  let text = "";
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index] as string;
    if (char === "\\") {
      const piece = escapeAt(pattern, index, groups, false);
      text += piece.text;
      index = piece.next;
    } else if (char === "[") {
      const piece = classAt(pattern, index, groups);
      text += piece.text;
      index = piece.next;
    } else if (char === "{") {
      const quantifier = /^\{\d+(?:,\d*)?\}/.exec(pattern.slice(index))?.[0];
      text += quantifier ?? "\\{";
      index += quantifier?.length ?? 1;
    } else {
      text += char === "}" || char === "]" ? `\\${char}` : char;
      index += 1;
    }
  }
  return text;
}

/** A class `[…]` from its `[` on: its escapes rewritten, and a `-` beside a set (`[\w-.]`) made literal. */
function classAt(pattern: string, start: number, groups: CaptureGroups): Piece {
  let index = start + 1;
  let head = "[";
  if (pattern[index] === "^") {
    head += "^";
    index += 1;
  }
  const atoms: ClassAtom[] = [];
  while (index < pattern.length && pattern[index] !== "]") {
    const char = pattern[index] as string;
    if (char === "\\") {
      const piece = escapeAt(pattern, index, groups, true);
      atoms.push({ text: piece.text, set: piece.set, dash: false });
      index = piece.next;
    } else {
      atoms.push({ text: char, set: false, dash: char === "-" });
      index += 1;
    }
  }
  let body = "";
  for (let at = 0; at < atoms.length; ) {
    const from = atoms[at] as ClassAtom;
    const dash = atoms[at + 1];
    const to = atoms[at + 2];
    if (dash?.dash && to) {
      body += `${from.text}${from.set || to.set ? "\\-" : "-"}${to.text}`;
      at += 3;
    } else {
      body += from.text;
      at += 1;
    }
  }
  return { text: `${head}${body}]`, next: index + 1, set: false };
}

/** The escape at `index` (its backslash), as the `u` reading writes what the loose reading meant. */
function escapeAt(pattern: string, index: number, groups: CaptureGroups, inClass: boolean): Piece {
  const rest = pattern.slice(index + 1);
  const char = rest[0] ?? "";
  const keep = (length: number, set = false): Piece => ({
    text: pattern.slice(index, index + 1 + length),
    next: index + 1 + length,
    set,
  });
  const literal = (text: string): Piece => ({ text, next: index + 2, set: false });
  if ("dDsSwW".includes(char)) return keep(1, true);
  if ("fnrtv".includes(char) || SYNTAX_CHARACTERS.includes(char)) return keep(1);
  if (char === "b" || char === "B") return inClass && char === "B" ? literal("B") : keep(1);
  if (char === "-") return inClass ? keep(1) : literal("-");
  if (char === "p" || char === "P") {
    const property = /^[pP]\{[A-Za-z0-9_=]+\}/.exec(rest)?.[0];
    return property ? keep(property.length, true) : literal(char);
  }
  if (char === "x") return /^x[0-9A-Fa-f]{2}/.test(rest) ? keep(3) : literal("x");
  if (char === "u") {
    const unicode = /^u(?:[0-9A-Fa-f]{4}|\{[0-9A-Fa-f]+\})/.exec(rest)?.[0];
    return unicode ? keep(unicode.length) : literal("u");
  }
  if (char === "k") {
    const name = groups.named && !inClass ? /^k<[^>]+>/.exec(rest)?.[0] : undefined;
    return name ? keep(name.length) : literal("k");
  }
  if (char === "c") {
    const control = rest[1] ?? "";
    if (/[A-Za-z]/.test(control)) return keep(2);
    if (inClass && /[0-9_]/.test(control)) {
      return { text: hexEscape(control.charCodeAt(0) % 32), next: index + 3, set: false };
    }
    return { text: "\\\\", next: index + 1, set: false };
  }
  if (/[0-9]/.test(char)) return decimalEscape(rest, index, groups, inClass);
  return literal(char);
}

/** `\0`, a backreference `\3`, or what the loose reading makes of the rest: an octal `\101`, or `\8` as `8`. */
function decimalEscape(
  rest: string,
  index: number,
  groups: CaptureGroups,
  inClass: boolean,
): Piece {
  const digits = /^\d+/.exec(rest)?.[0] ?? "";
  if (digits === "0") {
    return { text: "\\0", next: index + 2, set: false };
  }
  if (!inClass && !digits.startsWith("0") && Number(digits) <= groups.count) {
    return { text: `\\${digits}`, next: index + 1 + digits.length, set: false };
  }
  if (digits.startsWith("8") || digits.startsWith("9")) {
    return { text: digits[0] as string, next: index + 2, set: false };
  }
  const octal = /^[0-3][0-7]{0,2}|^[4-7][0-7]?/.exec(rest)?.[0] ?? "0";
  return { text: hexEscape(Number.parseInt(octal, 8)), next: index + 1 + octal.length, set: false };
}

function hexEscape(code: number): string {
  return `\\x${code.toString(16).padStart(2, "0")}`;
}

/** The pattern's capture groups, counted outside classes and escapes. */
function captureGroupsOf(pattern: string): CaptureGroups {
  const groups: CaptureGroups = { count: 0, named: false };
  let inClass = false;
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === "\\") {
      index += 1;
    } else if (inClass) {
      inClass = char !== "]";
    } else if (char === "[") {
      inClass = true;
    } else if (char === "(") {
      const after = pattern.slice(index + 1, index + 4);
      const named = /^\?<[^=!]/.test(after);
      if (!after.startsWith("?") || named) groups.count += 1;
      if (named) groups.named = true;
    }
  }
  return groups;
}
