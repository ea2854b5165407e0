import { describe, expect, it } from "vitest";
import { messagesRequestSchema } from "@/lib/demo/model/messages-request-schema";
import { messagesToChat } from "@/lib/demo/model/messages-to-chat";

const toChat = (body: unknown) => messagesToChat(messagesRequestSchema.parse(body));

describe("messagesToChat", () => {
  it("puts the system blocks first, tool_use as tool calls, tool results before the turn's text", () => {
    const chat = toChat({
      model: "claude-sonnet-4-5",
      max_tokens: 100,
      system: [
        { type: "text", text: "You are an agent." },
        { type: "text", text: "Be brief." },
      ],
      messages: [
        { role: "user", content: "Check the weather" },
        {
          role: "assistant",
          content: [
            { type: "thinking", thinking: "…", signature: "s" },
            { type: "text", text: "Checking." },
            {
              type: "tool_use",
              id: "toolu_1",
              name: "weather__get_forecast",
              input: { latitude: 1 },
            },
          ],
        },
        {
          role: "user",
          content: [
            { type: "text", text: "<system-reminder>keep going</system-reminder>" },
            { type: "tool_result", tool_use_id: "toolu_1", content: "Sunny" },
            { type: "tool_result", tool_use_id: "toolu_2", content: "boom", is_error: true },
            {
              type: "tool_result",
              tool_use_id: "toolu_3",
              content: "Error: said so",
              is_error: true,
            },
          ],
        },
      ],
      stop_sequences: ["END"],
      tools: [{ name: "weather__get_forecast", input_schema: { type: "object" } }],
    });
    expect(chat).toEqual({
      model: "demo",
      max_tokens: 100,
      stop: ["END"],
      messages: [
        { role: "system", content: "You are an agent.\nBe brief." },
        { role: "user", content: "Check the weather" },
        {
          role: "assistant",
          content: "Checking.",
          tool_calls: [
            {
              id: "toolu_1",
              type: "function",
              function: { name: "weather__get_forecast", arguments: '{"latitude":1}' },
            },
          ],
        },
        { role: "tool", tool_call_id: "toolu_1", content: "Sunny" },
        { role: "tool", tool_call_id: "toolu_2", content: "Error: boom" },
        { role: "tool", tool_call_id: "toolu_3", content: "Error: said so" },
        { role: "user", content: "<system-reminder>keep going</system-reminder>" },
      ],
      tools: [
        {
          type: "function",
          function: {
            name: "weather__get_forecast",
            description: undefined,
            parameters: { type: "object" },
          },
        },
      ],
    });
  });

  it("keeps demo-sloppy's script and gives every other model the well-behaved one", () => {
    const body = { max_tokens: 5, messages: [{ role: "user", content: "hi" }] };
    expect(toChat({ ...body, model: "demo-sloppy" }).model).toBe("demo-sloppy");
    expect(toChat({ ...body, model: "claude-haiku-4-5" }).model).toBe("demo");
  });
});
