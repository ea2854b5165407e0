import { describe, expect, it } from "vitest";
import { promptAnatomy } from "@/lib/captures/prompt-anatomy";
import { readCapturedRequest } from "@/lib/captures/read-captured-request";
import { buildGeminiRequest } from "@/lib/llm/providers/gemini/build-request";
import type { RequestReading } from "@/lib/llm/request-reading";
import { PREAMBLE_TITLE, UNTITLED_TITLE } from "@/lib/prompts/prompt-sections";
import { agentRequest, CLINE_REQUEST, CODEX_REQUEST } from "@/test/support/agent-requests";
import { modelTarget } from "@/test/support/fake-model-fetch";
import { toolHistoryRequest } from "@/test/support/tool-history-request";

function readingOf(file: string): RequestReading {
  const reading = readCapturedRequest(agentRequest(file).body);
  if (!reading) throw new Error(`${file} was not read`);
  return reading;
}

describe("promptAnatomy", () => {
  it("weighs the Cline CLI's request: its system prompt's sections, its 25 tools as sent, its message", () => {
    const body = agentRequest(CLINE_REQUEST).body as {
      messages: Array<{ content: string }>;
      tools: Array<{ function: { name: string } }>;
    };
    const anatomy = promptAnatomy(readingOf(CLINE_REQUEST));
    const systemPrompt = body.messages[0]?.content ?? "";
    expect(anatomy.systemPrompt.characters).toBe(systemPrompt.length);
    expect(anatomy.systemPrompt.tokens).toBe(Math.ceil(systemPrompt.length / 4));
    expect(anatomy.systemPrompt.sections.map((section) => section.title)).toEqual([
      PREAMBLE_TITLE,
      "env",
      UNTITLED_TITLE,
      "Plan / Act Modes",
    ]);
    expect(
      anatomy.systemPrompt.sections.reduce((sum, section) => sum + section.characters, 0),
    ).toBe(systemPrompt.length);
    expect(anatomy.tools).toHaveLength(25);
    expect(anatomy.tools.map((tool) => tool.name)).toEqual(
      body.tools.map((tool) => tool.function.name),
    );
    expect(anatomy.tools[0]).toEqual({
      name: "read_files",
      characters: JSON.stringify(body.tools[0]).length,
    });
    expect(anatomy.messages).toEqual([{ role: "user", characters: "say hi".length }]);
  });

  it("weighs the Codex CLI's request: its developer messages as the system prompt, its functions, its user messages", () => {
    const body = agentRequest(CODEX_REQUEST).body as {
      input: Array<{ role: string; content: Array<{ text: string }> }>;
    };
    const anatomy = promptAnatomy(readingOf(CODEX_REQUEST));
    const developer = body.input
      .filter((item) => item.role === "developer")
      .map((item) => item.content.map((part) => part.text).join("\n\n"));
    expect(anatomy.systemPrompt.characters).toBe(developer.join("\n\n").length);
    expect(anatomy.systemPrompt.sections.map((section) => section.title)).toEqual([
      PREAMBLE_TITLE,
      "How you work",
      "AGENTS.md spec",
      "Tool Guidelines",
      "skills_instructions",
      "permissions instructions",
    ]);
    expect(anatomy.tools.map((tool) => tool.name)).toEqual([
      "exec_command",
      "write_stdin",
      "request_user_input",
      "view_image",
      "get_goal",
      "create_goal",
      "update_goal",
    ]);
    expect(anatomy.messages.map((message) => message.role)).toEqual(["user", "user"]);
    expect(anatomy.messages[1]).toEqual({ role: "user", characters: "say hi".length });
  });

  it("counts an assistant's tool calls and a tool result as their messages' size", () => {
    const anatomy = promptAnatomy({
      messages: [
        { role: "user", content: "weather?" },
        {
          role: "assistant",
          content: "",
          toolCalls: [{ id: "c1", name: "get_forecast", arguments: '{"lat":1}' }],
        },
        { role: "tool", toolCallId: "c1", name: "get_forecast", content: "sunny" },
      ],
      tools: [],
      toolCharacters: [],
    });
    expect(anatomy.systemPrompt).toEqual({ characters: 0, tokens: 0, sections: [] });
    expect(anatomy.messages).toEqual([
      { role: "user", characters: 8 },
      { role: "assistant", characters: 'get_forecast {"lat":1}'.length },
      { role: "tool", characters: 5 },
    ]);
  });

  it("weighs a Gemini request: its systemInstruction, its function declarations, its turns", () => {
    const built = buildGeminiRequest(
      toolHistoryRequest,
      modelTarget({ wire: "gemini", baseUrl: "http://127.0.0.1:9" }),
    );
    const reading = readCapturedRequest(JSON.parse(built.body), "gemini");
    if (!reading) throw new Error("the Gemini body was not read");
    const anatomy = promptAnatomy(reading);
    expect(anatomy.systemPrompt).toMatchObject({
      characters: "You are a weather assistant.".length,
      sections: [{ title: PREAMBLE_TITLE }],
    });
    expect(anatomy.tools.map((tool) => tool.name)).toEqual(["get_forecast", "finish"]);
    expect(anatomy.messages.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "tool",
      "tool",
      "assistant",
      "tool",
      "user",
    ]);
  });
});
