/** Known agents and clients, by how their user-agent begins (case-insensitive), first match wins. */
const knownAgents: Array<{ pattern: RegExp; name: string }> = [
  { pattern: /^claude-cli\//i, name: "Claude Code" },
  { pattern: /^codex/i, name: "Codex" },
  { pattern: /^cline\b/i, name: "Cline" },
  { pattern: /^openai\/js\b/i, name: "OpenAI JS" },
  { pattern: /^openai\/python\b/i, name: "OpenAI Python" },
  { pattern: /^anthropic\/js\b/i, name: "Anthropic JS" },
  { pattern: /^anthropic\/python\b/i, name: "Anthropic Python" },
  { pattern: /^curl\//i, name: "curl" },
];

/**
 * The agent behind a request, named from its user-agent: Claude Code, Codex, Cline, the OpenAI
 * and Anthropic SDKs, curl; any other client by its first product token; "unknown" without one.
 */
export function agentName(userAgent: string | null): string {
  const text = userAgent?.trim() ?? "";
  if (text === "") return "unknown";
  const known = knownAgents.find(({ pattern }) => pattern.test(text));
  if (known) return known.name;
  return text.split(/\s+/)[0] ?? text;
}
