import { describe, expect, it } from "vitest";
import {
  contentBlocks,
  draftFromResult,
  emptySamplingDraft,
  modelHints,
  samplingAnswer,
  samplingDecline,
  samplingRequestView,
} from "./sampling";

const everythingParams = {
  messages: [
    {
      role: "user",
      content: { type: "text", text: "Resource trigger-sampling-request context: hi" },
    },
  ],
  systemPrompt: "You are a helpful test server.",
  maxTokens: 100,
  temperature: 0.7,
};

describe("samplingRequestView", () => {
  it("reads server-everything's request: messages, system prompt, limits", () => {
    expect(samplingRequestView(everythingParams)).toEqual({
      messages: [
        {
          role: "user",
          content: [{ type: "text", text: "Resource trigger-sampling-request context: hi" }],
        },
      ],
      systemPrompt: "You are a helpful test server.",
      maxTokens: 100,
      temperature: 0.7,
    });
  });

  it("keeps model preferences, stop sequences and context, and survives bad params", () => {
    const view = samplingRequestView({
      messages: [{ content: [{ type: "image", data: "AA", mimeType: "image/png" }, "junk"] }],
      modelPreferences: { hints: [{ name: "claude" }, {}], speedPriority: 1 },
      stopSequences: ["END", 3],
      includeContext: "thisServer",
    });
    expect(view.messages).toEqual([
      { role: "unknown", content: [{ type: "image", data: "AA", mimeType: "image/png" }] },
    ]);
    expect(view.stopSequences).toEqual(["END"]);
    expect(view.includeContext).toBe("thisServer");
    expect(modelHints(view)).toEqual(["claude"]);
    expect(emptySamplingDraft(view)).toEqual({ text: "", model: "claude", stopReason: "endTurn" });
    expect(samplingRequestView(null)).toEqual({ messages: [] });
  });
});

describe("contentBlocks", () => {
  it("turns one block or an array into a list of blocks", () => {
    expect(contentBlocks({ type: "text", text: "a" })).toEqual([{ type: "text", text: "a" }]);
    expect(contentBlocks([{ type: "text", text: "a" }, 1, null])).toEqual([
      { type: "text", text: "a" },
    ]);
    expect(contentBlocks(undefined)).toEqual([]);
  });
});

describe("samplingAnswer", () => {
  it("answers an assistant text message with model and stop reason", () => {
    expect(
      samplingAnswer({ text: "Hello", model: " hand-written ", stopReason: "endTurn" }),
    ).toEqual({
      answer: {
        result: {
          role: "assistant",
          content: { type: "text", text: "Hello" },
          model: "hand-written",
          stopReason: "endTurn",
        },
      },
    });
  });

  it("leaves out an empty stop reason", () => {
    const answer = samplingAnswer({ text: "", model: "m", stopReason: " " });
    expect(answer).toEqual({
      answer: { result: { role: "assistant", content: { type: "text", text: "" }, model: "m" } },
    });
  });

  it("refuses a form with no model name", () => {
    expect(samplingAnswer({ text: "x", model: "", stopReason: "endTurn" })).toEqual({
      problems: ["Name the model that answered (the result's model field is required)."],
    });
  });
});

describe("samplingDecline", () => {
  it("answers a JSON-RPC error", () => {
    expect(samplingDecline()).toEqual({
      error: {
        code: -1,
        message: "The person declined the sampling request in Loupe's inspector.",
      },
    });
  });
});

describe("draftFromResult", () => {
  it("fills the form from a proposed result", () => {
    expect(
      draftFromResult(
        {
          role: "assistant",
          content: [
            { type: "text", text: "a" },
            { type: "text", text: "b" },
          ],
          model: "gpt",
          stopReason: "maxTokens",
        },
        "chosen",
      ),
    ).toEqual({ text: "a\nb", model: "gpt", stopReason: "maxTokens" });
  });

  it("falls back to the chosen model and endTurn", () => {
    expect(draftFromResult({ content: { type: "text", text: "x" } }, "chosen")).toEqual({
      text: "x",
      model: "chosen",
      stopReason: "endTurn",
    });
  });
});
