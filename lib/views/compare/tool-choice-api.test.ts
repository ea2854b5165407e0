import { describe, expect, it } from "vitest";
import { createToolChoiceApi, toolChoiceCsvUrl } from "@/lib/views/compare/tool-choice-api";

describe("createToolChoiceApi", () => {
  it("posts the matrix as JSON and reads the answer", async () => {
    const sent: Array<{ url: string; init?: RequestInit }> = [];
    const api = createToolChoiceApi(async (url, init) => {
      sent.push({ url, ...(init ? { init } : {}) });
      return Response.json({ id: "m1", rows: [] }, { status: 201 });
    });
    const input = { queries: [{ text: "Weather?" }], models: ["demo"] };
    expect(await api.run(input)).toEqual({ id: "m1", rows: [] });
    expect(sent[0]?.url).toBe("/api/tool-choice");
    expect(sent[0]?.init?.method).toBe("POST");
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual(input);
  });
});

describe("toolChoiceCsvUrl", () => {
  it("is the matrix's CSV export", () => {
    expect(toolChoiceCsvUrl("a/b")).toBe("/api/tool-choice/a%2Fb/export?format=csv");
  });
});
