/** What a user message after the task tells the model. */
export type ObservationKind =
  | "result"
  | "error"
  | "invalid-json"
  | "denied"
  | "followup-answer"
  | "no-tool"
  | "user-message";

/** One user message after the task, classified the way the XML dialect's host writes them. */
export interface Observation {
  kind: ObservationKind;
  /** The tool in the `[tool for 'target'] Result:` header, when there is one. */
  tool?: string;
  target?: string;
  /** The text after the header, without `[ERROR] ` and environment details. */
  text: string;
}

const header = /^\[(\w+)(?: for '([^']*)')?\] Result:[^\S\n]*\n?([\s\S]*)$/;

/** Classifies a user message: a tool result, an error, a denial, an answer, or free text. */
export function readObservation(message: string): Observation {
  const cleaned = message
    .replace(/<environment_details>[\s\S]*?<\/environment_details>/g, "")
    .trim();
  if (/^\[ERROR\] You did not use a tool/.test(cleaned)) return { kind: "no-tool", text: cleaned };
  const match = header.exec(cleaned);
  if (!match) return { kind: "user-message", text: cleaned };
  const [, tool, target, body = ""] = match;
  const text = body.trim();
  const base = { tool, target };
  if (/^\[ERROR\] Invalid JSON argument/.test(text)) {
    return { ...base, kind: "invalid-json", text: text.replace(/^\[ERROR\]\s*/, "") };
  }
  if (text.startsWith("[ERROR]"))
    return { ...base, kind: "error", text: text.replace(/^\[ERROR\]\s*/, "") };
  if (/^The user denied this operation/.test(text)) return { ...base, kind: "denied", text };
  if (tool === "ask_followup_question") {
    const answer = /<answer>\s*([\s\S]*?)\s*<\/answer>/.exec(text)?.[1];
    return { ...base, kind: "followup-answer", text: answer ?? text };
  }
  return { ...base, kind: "result", text };
}
