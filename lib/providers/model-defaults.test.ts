import { describe, expect, it } from "vitest";
import { toModelParams, withParamDefaults } from "@/lib/providers/model-defaults";

const request = { model: "m", messages: [{ role: "user" as const, content: "hi" }] };

describe("withParamDefaults", () => {
  it("fills every param the request leaves unset", () => {
    const defaults = toModelParams({
      temperature: 0.3,
      maxTokens: 256,
      stop: ["</x>"],
      extraBody: { top_p: 0.9 },
    });
    expect(withParamDefaults(request, defaults).params).toEqual({
      temperature: 0.3,
      maxTokens: 256,
      stop: ["</x>"],
      extra: { top_p: 0.9 },
    });
  });

  it("lets the request's own params win, field by field and extra field by field", () => {
    const merged = withParamDefaults(
      { ...request, params: { temperature: 0, extra: { top_p: 0.5, seed: 1 } } },
      { temperature: 0.7, maxTokens: 64, extra: { top_p: 0.9, top_k: 4 } },
    );
    expect(merged.params).toEqual({
      temperature: 0,
      maxTokens: 64,
      extra: { top_p: 0.5, top_k: 4, seed: 1 },
    });
  });

  it("leaves a request alone without defaults", () => {
    expect(withParamDefaults(request, undefined)).toBe(request);
  });
});
