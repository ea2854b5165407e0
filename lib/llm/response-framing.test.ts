import { describe, expect, it } from "vitest";
import { responseFraming } from "@/lib/llm/response-framing";

describe("responseFraming", () => {
  it("chooses the framing from the content-type, SSE when it says nothing useful", () => {
    expect(responseFraming("text/event-stream; charset=utf-8")).toBe("sse");
    expect(responseFraming("application/x-ndjson")).toBe("ndjson");
    expect(responseFraming("application/jsonl")).toBe("ndjson");
    expect(responseFraming("application/json")).toBe("json");
    expect(responseFraming("Application/JSON; charset=utf-8")).toBe("json");
    expect(responseFraming("")).toBe("sse");
    expect(responseFraming("text/plain")).toBe("sse");
  });
});
