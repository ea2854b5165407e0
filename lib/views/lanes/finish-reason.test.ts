import { describe, expect, it } from "vitest";
import { describeFinishReason } from "./finish-reason";

describe("describeFinishReason", () => {
  it("says in plain words why each provider's answer ended, keeping the raw value", () => {
    expect(describeFinishReason("stop")).toEqual({ words: "the model finished", raw: "stop" });
    expect(describeFinishReason("end_turn")?.words).toBe("the model finished");
    expect(describeFinishReason("length")?.words).toBe("the token limit cut it");
    expect(describeFinishReason("max_tokens")?.words).toBe("the token limit cut it");
    expect(describeFinishReason("tool_calls")?.words).toBe("the model called a tool");
    expect(describeFinishReason("tool_use")?.words).toBe("the model called a tool");
    expect(describeFinishReason("content_filter")?.words).toMatch(/content filter/);
  });

  it("names what Loupe itself recorded", () => {
    expect(describeFinishReason("stopped-by-host")).toEqual({
      words: "the host stopped reading after the action",
      raw: "stopped-by-host",
    });
    expect(describeFinishReason("cancelled")?.words).toBe("the request was cancelled");
    expect(describeFinishReason("error")?.words).toBe("an error ended it");
  });

  it("keeps an unknown reason readable instead of hiding it", () => {
    expect(describeFinishReason("recitation")).toEqual({
      words: "the provider said recitation",
      raw: "recitation",
    });
    expect(describeFinishReason("constructor")?.words).toBe("the provider said constructor");
  });

  it("has nothing to show when no reason was recorded", () => {
    expect(describeFinishReason(undefined)).toBeNull();
    expect(describeFinishReason(null)).toBeNull();
    expect(describeFinishReason("")).toBeNull();
  });
});
