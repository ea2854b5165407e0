import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sessionFromRequest } from "@/lib/captures/session-from-request";
import { DEFAULT_DIALECT_ID, dialectFor } from "@/lib/dialects";
import type { HistoryMessage, ModelMessage } from "@/lib/llm/model-request";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";
import { providerSpec } from "@/lib/llm/providers/provider-specs";
import { modelTarget } from "@/test/support/fake-model-fetch";
import { toolHistoryRequest } from "@/test/support/tool-history-request";

/** A recorded agent request's body (test/fixtures/agent-requests). */
function agentRequest(file: string): unknown {
  const text = readFileSync(path.join("test/fixtures/agent-requests", file), "utf8");
  return (JSON.parse(text) as { body: unknown }).body;
}

/** The body a provider builds for the neutral tool-history request, as a captured agent's would be. */
function builtBody(wire: WireFormat): unknown {
  const built = providerSpec(wire).provider.buildRequest(
    toolHistoryRequest,
    modelTarget({ wire, baseUrl: "http://127.0.0.1:9" }),
  );
  return JSON.parse(built.body);
}

const neutralHistory = toolHistoryRequest.messages.filter(
  (message): message is HistoryMessage => message.role !== "system",
);

/** The history as a wire without `is_error` carries it back. */
function withoutErrorFlags(messages: HistoryMessage[]): HistoryMessage[] {
  return messages.map((message) => {
    if (message.role !== "tool") return message;
    const { isError: _dropped, ...rest } = message;
    return rest;
  });
}

/** The history as a wire that sends arguments as objects carries it back: bad JSON is `{}`. */
function withParsedArguments(messages: HistoryMessage[]): HistoryMessage[] {
  return messages.map((message): HistoryMessage => {
    if (message.role !== "assistant" || !message.toolCalls) return message;
    return {
      ...message,
      toolCalls: message.toolCalls.map((call) =>
        call.arguments.startsWith("{not") ? { ...call, arguments: "{}" } : call,
      ),
    };
  });
}

describe("sessionFromRequest", () => {
  it("reads the Cline CLI's Chat Completions request: its prompt, the task, native with 25 tools", () => {
    const start = sessionFromRequest(
      agentRequest("cline-3.0.65.chat-completions.request.json"),
      "openai-compatible",
    );
    expect(start.dialect).toBe("native");
    expect(start.tools).toHaveLength(25);
    expect(start.tools[0]).toMatchObject({ name: "read_files", parameters: { type: "object" } });
    expect(start.systemPrompt).toMatch(/^You are Cline, an AI coding agent/);
    expect(start.history).toEqual([{ role: "user", content: "say hi" }]);
    expect(start.task).toBe("say hi");
  });

  it("reads the Codex CLI's Responses API request: developer messages as the prompt, input items as the history", () => {
    const start = sessionFromRequest(agentRequest("codex-0.169.0.responses.request.json"));
    expect(start.dialect).toBe("native");
    // Seven functions; the multi-agent namespace and web_search are not functions.
    expect(start.tools.map((tool) => tool.name)).toContain("exec_command");
    expect(start.tools).toHaveLength(7);
    expect(start.systemPrompt).toMatch(/^You are a coding agent running in the Codex CLI/);
    expect(start.systemPrompt).toContain("<skills_instructions>");
    expect(start.history.map((message) => message.role)).toEqual(["user", "user"]);
    expect(start.history[1]).toEqual({ role: "user", content: "say hi" });
    expect(start.task).toMatch(/^<environment_context>/);
  });

  it.each([
    ["openai-compatible", withoutErrorFlags(neutralHistory)],
    ["anthropic", withParsedArguments(neutralHistory)],
    ["ollama", withParsedArguments(withoutErrorFlags(neutralHistory))],
  ] as const)("reads back a %s request with tool calls and results", (wire, expected) => {
    const body = builtBody(wire);
    for (const start of [sessionFromRequest(body, wire), sessionFromRequest(body)]) {
      expect(start.systemPrompt).toBe("You are a weather assistant.");
      expect(start.history).toEqual(expected);
      expect(start.dialect).toBe("native");
      expect(start.tools).toHaveLength(2);
      expect(start.task).toBe("Weather in New York tomorrow?");
    }
  });

  it("tells an Anthropic body without a system prompt from a Chat Completions one by its blocks", () => {
    const { system: _system, ...body } = builtBody("anthropic") as Record<string, unknown>;
    const start = sessionFromRequest(body);
    expect(start.systemPrompt).toBeUndefined();
    expect(start.history).toEqual(withParsedArguments(neutralHistory));
  });

  it("reads a Responses API conversation with function calls and their outputs", () => {
    const start = sessionFromRequest({
      model: "gpt-5",
      instructions: "Be brief.",
      input: [
        { role: "user", content: "Weather?" },
        { type: "reasoning", summary: [] },
        { type: "function_call", call_id: "c1", name: "forecast", arguments: "{}" },
        { type: "function_call_output", call_id: "c1", output: "Sunny" },
        { type: "message", role: "assistant", content: [{ type: "output_text", text: "Sunny." }] },
      ],
    });
    expect(start).toEqual({
      systemPrompt: "Be brief.",
      history: [
        { role: "user", content: "Weather?" },
        {
          role: "assistant",
          content: "",
          toolCalls: [{ id: "c1", name: "forecast", arguments: "{}" }],
        },
        { role: "tool", toolCallId: "c1", name: "forecast", content: "Sunny" },
        { role: "assistant", content: "Sunny." },
      ],
      dialect: DEFAULT_DIALECT_ID,
      task: "Weather?",
      tools: [],
    });
  });

  it("reads Anthropic system blocks and leaves thinking and images out", () => {
    const start = sessionFromRequest(
      {
        model: "claude",
        system: [
          { type: "text", text: "Part one." },
          { type: "text", text: "Part two." },
        ],
        messages: [
          {
            role: "user",
            content: [
              { type: "image", source: {} },
              { type: "text", text: "What is this?" },
            ],
          },
          {
            role: "assistant",
            content: [
              { type: "thinking", thinking: "hmm" },
              { type: "text", text: "A cat." },
            ],
          },
        ],
      },
      "anthropic",
    );
    expect(start.systemPrompt).toBe("Part one.\n\nPart two.");
    expect(start.history).toEqual([
      { role: "user", content: "What is this?" },
      { role: "assistant", content: "A cat." },
    ]);
  });

  it("picks the XML dialect when a prompt without functions teaches its tags", () => {
    const xmlPrompt = dialectFor("xml").renderSystemPrompt([]);
    const messages: ModelMessage[] = [
      { role: "system", content: xmlPrompt },
      { role: "user", content: "hi" },
    ];
    const xml = sessionFromRequest({ model: "m", messages }, "openai-compatible");
    expect(xml.dialect).toBe("xml");
    expect(xml.systemPrompt).toBe(xmlPrompt);
  });

  it("falls back to the default dialect for a prompt that asks for no text format", () => {
    const plain = sessionFromRequest({
      model: "m",
      messages: [
        { role: "system", content: "Use <read_file> only when asked." },
        { role: "user", content: "hi" },
      ],
    });
    expect(plain.dialect).toBe(DEFAULT_DIALECT_ID);
  });

  it("leaves the system prompt out when the request has none", () => {
    const start = sessionFromRequest({ model: "m", messages: [{ role: "user", content: "hi" }] });
    expect(start).not.toHaveProperty("systemPrompt");
  });

  it("refuses a body no format reads, and one with nothing but a system prompt", () => {
    expect(() => sessionFromRequest({ prompt: "hi" })).toThrow(/not one Loupe can read/);
    expect(() => sessionFromRequest("hi")).toThrow(/not one Loupe can read/);
    expect(() =>
      sessionFromRequest({ model: "m", messages: [{ role: "system", content: "S" }] }),
    ).toThrow(/no message besides its system prompt/);
  });
});
