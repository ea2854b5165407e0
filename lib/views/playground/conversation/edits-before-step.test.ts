import { describe, expect, it } from "vitest";
import { editsBeforeStep, observationFieldText } from "./edits-before-step";

const saved = { seq: 12, index: 3, content: "[get_weather] Result:\nSunny" };

describe("observationFieldText", () => {
  it("shows the message the server holds while nothing was typed", () => {
    expect(observationFieldText(null, saved)).toBe(saved.content);
  });

  it("shows the person's draft while it belongs to that message", () => {
    const draft = { seq: 12, index: 3, base: saved.content, text: "Rainy" };
    expect(observationFieldText(draft, saved)).toBe("Rainy");
  });

  it("drops a draft once the message changed under it", () => {
    const draft = { seq: 12, index: 3, base: "older content", text: "Rainy" };
    expect(observationFieldText(draft, saved)).toBe(saved.content);
  });

  it("drops a draft of an earlier observation", () => {
    const draft = { seq: 7, index: 3, base: saved.content, text: "Rainy" };
    expect(observationFieldText(draft, saved)).toBe(saved.content);
  });

  it("has no text when no observation can be edited", () => {
    expect(observationFieldText(null, null)).toBeUndefined();
  });
});

describe("editsBeforeStep", () => {
  it("saves nothing when both drafts match what the server holds", () => {
    expect(
      editsBeforeStep({
        savedSystemPrompt: "p",
        systemPromptDraft: "p",
        observation: saved,
        observationText: saved.content,
      }),
    ).toEqual([]);
  });

  it("saves an edited observation that was never saved, as its message", () => {
    expect(
      editsBeforeStep({
        savedSystemPrompt: "p",
        systemPromptDraft: "p",
        observation: saved,
        observationText: "Rainy",
      }),
    ).toEqual([{ kind: "message", index: 3, content: "Rainy" }]);
  });

  it("saves the system prompt first, then the observation", () => {
    const edits = editsBeforeStep({
      savedSystemPrompt: "p",
      systemPromptDraft: "p2",
      observation: saved,
      observationText: "Rainy",
    });
    expect(edits.map((edit) => edit.kind)).toEqual(["system-prompt", "message"]);
  });

  it("saves no system prompt before the session exists", () => {
    expect(
      editsBeforeStep({
        savedSystemPrompt: undefined,
        systemPromptDraft: "p",
        observation: null,
        observationText: undefined,
      }),
    ).toEqual([]);
  });
});
