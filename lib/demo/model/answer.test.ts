import { describe, expect, it } from "vitest";
import { answerChatCompletion } from "@/lib/demo/model/answer";
import { testConversation, WEATHER_TASK } from "@/lib/demo/model/test-prompt";

const messages = testConversation(WEATHER_TASK);

describe("answerChatCompletion", () => {
  it("answers with the policy's text, finish reason stop and estimated usage", () => {
    const answer = answerChatCompletion({ model: "demo", messages });
    expect(answer.text).toContain("<tool_name>get_forecast</tool_name>");
    expect(answer.finishReason).toBe("stop");
    expect(answer.usage.completion_tokens).toBe(Math.ceil(answer.text.length / 4));
    expect(answer.usage.total_tokens).toBe(
      answer.usage.prompt_tokens + answer.usage.completion_tokens,
    );
  });

  it("cuts the answer at the first stop sequence", () => {
    const answer = answerChatCompletion({ model: "demo", messages, stop: "</thinking>" });
    expect(answer.text.startsWith("<thinking>\n")).toBe(true);
    expect(answer.text).not.toContain("</thinking>");
    expect(answer.finishReason).toBe("stop");
  });

  it("stops at max_tokens with finish reason length", () => {
    const answer = answerChatCompletion({ model: "demo", messages, max_tokens: 3 });
    expect(answer).toMatchObject({ text: "<thinking>\nT", finishReason: "length" });
  });

  it("rejects a model the demo does not serve", () => {
    expect(() => answerChatCompletion({ model: "gpt-4o", messages })).toThrow(/no model "gpt-4o"/);
  });
});
