import { describe, expect, it } from "vitest";
import {
  modelDefaultsFormFrom,
  readModelDefaultsForm,
  summarizeModelDefaults,
  withModelDefaults,
} from "./model-defaults";

const empty = { temperature: "", maxTokens: "", stop: "", extraBody: "" };

describe("per-model defaults", () => {
  it("reads every field, and an empty form as no defaults", () => {
    expect(readModelDefaultsForm(empty)).toEqual({ ok: true, defaults: undefined });
    expect(
      readModelDefaultsForm({
        temperature: " 0.7 ",
        maxTokens: "1024",
        stop: "</answer>\r\n\nEND",
        extraBody: '{\n  "top_p": 0.9,\n  "think": true\n}',
      }),
    ).toEqual({
      ok: true,
      defaults: {
        temperature: 0.7,
        maxTokens: 1024,
        stop: ["</answer>", "END"],
        extraBody: { top_p: 0.9, think: true },
      },
    });
  });

  it("locates a JSON mistake in the extra body by line and column", () => {
    expect(readModelDefaultsForm({ ...empty, extraBody: '{\n  "top_p": 0.9,\n}' })).toEqual({
      ok: false,
      problems: [
        {
          field: "extraBody",
          message:
            "Extra body is not JSON: line 3, column 1: expected a property name in double quotes, found '}'.",
        },
      ],
    });
    expect(readModelDefaultsForm({ ...empty, extraBody: "[1]" })).toMatchObject({
      ok: false,
      problems: [{ field: "extraBody", message: expect.stringContaining("not an array") }],
    });
  });

  it("refuses numbers out of range and too many stop sequences", () => {
    const read = readModelDefaultsForm({
      temperature: "2.5",
      maxTokens: "1.5",
      stop: Array.from({ length: 17 }, (_, index) => `s${index}`).join("\n"),
      extraBody: "",
    });
    expect(read).toEqual({
      ok: false,
      problems: [
        {
          field: "temperature",
          message: 'Temperature "2.5" must be a number from 0 to 2, e.g. 0.7.',
        },
        {
          field: "maxTokens",
          message: 'Max tokens "1.5" must be a whole number from 1 to 10000000.',
        },
        { field: "stop", message: "Stop sequences: 17 given, at most 16 (one per line)." },
      ],
    });
    expect(readModelDefaultsForm({ ...empty, temperature: "-1" })).toMatchObject({ ok: false });
    expect(readModelDefaultsForm({ ...empty, maxTokens: "0" })).toMatchObject({ ok: false });
    expect(readModelDefaultsForm({ ...empty, stop: "x".repeat(501) })).toMatchObject({
      ok: false,
      problems: [{ message: "Stop sequence 1 is longer than 500 characters." }],
    });
  });

  it("fills the form back from stored defaults", () => {
    const defaults = { temperature: 0, maxTokens: 5, stop: ["a", "b"], extraBody: { top_k: 3 } };
    const form = modelDefaultsFormFrom(defaults);
    expect(form).toEqual({
      temperature: "0",
      maxTokens: "5",
      stop: "a\nb",
      extraBody: '{\n  "top_k": 3\n}',
    });
    expect(readModelDefaultsForm(form)).toEqual({ ok: true, defaults });
    expect(modelDefaultsFormFrom(undefined)).toEqual(empty);
  });

  it("replaces or removes one model's defaults and summarizes them", () => {
    const all = { a: { temperature: 1 }, b: { maxTokens: 2 } };
    expect(withModelDefaults(all, "a", undefined)).toEqual({ b: { maxTokens: 2 } });
    expect(withModelDefaults(all, "c", { stop: ["x"] })).toEqual({ ...all, c: { stop: ["x"] } });
    expect(all).toEqual({ a: { temperature: 1 }, b: { maxTokens: 2 } });
    expect(
      summarizeModelDefaults({
        temperature: 0.2,
        maxTokens: 512,
        stop: ["x"],
        extraBody: { top_p: 1 },
      }),
    ).toBe("temperature 0.2 · max 512 tokens · 1 stop · extra body top_p");
    expect(summarizeModelDefaults(undefined)).toBe("no defaults");
  });
});
