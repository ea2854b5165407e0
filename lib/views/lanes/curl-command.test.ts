import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { REDACTED } from "@/lib/security/redacted";
import { curlCommand, keyVariableFor } from "./curl-command";

const openAi = {
  provider: "openai-compatible",
  url: "https://api.openai.com/v1/chat/completions",
  method: "POST",
  headers: {
    authorization: REDACTED,
    "content-type": "application/json",
    "content-length": "42",
  },
  body: JSON.stringify({ model: "gpt-4o", messages: [{ role: "user", content: "it's $HOME" }] }),
};

/** What a shell makes of the command's words, with the key variables set to `values`. */
function shellWords(command: string, values: Record<string, string>): string[] {
  const script = `printf '%s\\n' ${command.replace(/^curl /, "").replaceAll(" \\\n  ", " ")}`;
  const printed = execFileSync("sh", ["-c", script], {
    env: { ...process.env, HOME: "/home/nobody", ...values },
    encoding: "utf8",
  });
  return printed.split("\n").slice(0, -1);
}

describe("curlCommand", () => {
  it("writes the OpenAI key as $OPENAI_API_KEY and keeps the body exact", () => {
    const command = curlCommand(openAi);
    expect(command).toContain(`-H "authorization: Bearer \${OPENAI_API_KEY}"`);
    expect(command).not.toContain(REDACTED);
    expect(command).not.toContain("content-length");
    const words = shellWords(command, { OPENAI_API_KEY: "sk-person" });
    expect(words).toEqual([
      openAi.url,
      "-H",
      "authorization: Bearer sk-person",
      "-H",
      "content-type: application/json",
      "--data-raw",
      openAi.body,
    ]);
  });

  it("writes Anthropic's x-api-key as $ANTHROPIC_API_KEY", () => {
    const command = curlCommand({
      provider: "anthropic",
      url: "https://api.anthropic.com/v1/messages",
      method: "POST",
      headers: { "x-api-key": REDACTED, "anthropic-version": "2023-06-01" },
      body: "{}",
    });
    expect(shellWords(command, { ANTHROPIC_API_KEY: "sk-ant" })).toContain("x-api-key: sk-ant");
  });

  it("puts the variable where a key was redacted in the URL, and names each provider's", () => {
    const request = {
      provider: "gemini",
      url: `https://generativelanguage.googleapis.com/v1beta/models/x:streamGenerateContent?key=${REDACTED}&alt=sse`,
      method: "POST",
      headers: {},
      body: "{}",
    };
    expect(shellWords(curlCommand(request), { GEMINI_API_KEY: "AIza-key" })[0]).toBe(
      "https://generativelanguage.googleapis.com/v1beta/models/x:streamGenerateContent?key=AIza-key&alt=sse",
    );
    expect(
      keyVariableFor({ provider: "openai-compatible", url: "https://openrouter.ai/api/v1" }),
    ).toBe("OPENROUTER_API_KEY");
    expect(keyVariableFor({ provider: "openai-compatible", url: "https://api.deepseek.com" })).toBe(
      "DEEPSEEK_API_KEY",
    );
    expect(keyVariableFor({ provider: "demo", url: "http://127.0.0.1:3000/api/demo" })).toBe(
      "OPENAI_API_KEY",
    );
  });

  it("names a method other than POST, and sends no body for a GET", () => {
    const command = curlCommand({ ...openAi, method: "GET", body: "", headers: {} });
    expect(command).toBe(`curl '${openAi.url}' \\\n  -X 'GET'`);
  });
});
