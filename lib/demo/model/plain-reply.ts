/**
 * The demo model's answer to a plain question (a sampling request: no tools, no agent prompt),
 * about what it asks: a short verse for a haiku or a poem, else the question said back. Always
 * signed as the scripted demo's, so nobody takes it for a language model's.
 */
export function plainReply(question: string): string {
  const asked = question.replace(/\s+/g, " ").trim();
  const subject = /\babout\s+(?:the\s+|a\s+|an\s+)?([^.?!,;:]+)/i.exec(asked)?.[1]?.trim();
  const signature = "(Loupe's scripted demo model: choose a real model for a real answer.)";
  if (/\b(haiku|poem|verse)\b/i.test(asked)) {
    const topic = subject ?? "a quiet test";
    const first = `${topic.charAt(0).toUpperCase()}${topic.slice(1)}, softly`;
    return `${first}\none request, one scripted reply\nthe loop waits, then ends\n\n${signature}`;
  }
  const excerpt = asked.length > 200 ? `${asked.slice(0, 199)}…` : asked;
  return `You asked: "${excerpt}". ${subject ? `About ${subject}: ` : ""}I am a script, not a language model, so this is all I can say. ${signature}`;
}
