import { describe, expect, it } from "vitest";
import { agentName } from "./agent";

describe("agentName", () => {
  it.each([
    ["claude-cli/2.0.14 (external, cli)", "Claude Code"],
    ["codex_cli_rs/0.46.0 (Mac OS 15.6.1; arm64) iTerm.app/3.6.4", "Codex"],
    ["codex-tui/0.1", "Codex"],
    ["Cline/3.0.65", "Cline"],
    ["OpenAI/JS 5.23.2", "OpenAI JS"],
    ["OpenAI/Python 1.109.1", "OpenAI Python"],
    ["Anthropic/JS 0.65.0", "Anthropic JS"],
    ["Anthropic/Python 0.69.0", "Anthropic Python"],
    ["curl/8.5.0", "curl"],
  ])("names %s as %s", (userAgent, name) => {
    expect(agentName(userAgent)).toBe(name);
  });

  it("falls back to the first product token of an agent it does not know", () => {
    expect(agentName("my-agent/1.2 (linux) node/22")).toBe("my-agent/1.2");
  });

  it("says unknown without a user-agent", () => {
    expect(agentName(null)).toBe("unknown");
    expect(agentName("   ")).toBe("unknown");
  });
});
