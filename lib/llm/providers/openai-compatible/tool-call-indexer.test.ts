import { describe, expect, it } from "vitest";
import { createToolCallIndexer } from "@/lib/llm/providers/openai-compatible/tool-call-indexer";

const fragment = (fields: { index?: number; id?: string; name?: string }) => ({
  type: "tool-call-delta" as const,
  argumentsDelta: "",
  ...fields,
});

describe("createToolCallIndexer", () => {
  it("keeps the index a server sends, even one that starts at 1", () => {
    const indexer = createToolCallIndexer();
    expect(indexer.place(fragment({ index: 1, id: "a", name: "f" })).index).toBe(1);
    expect(indexer.place(fragment({ index: 1 })).index).toBe(1);
  });

  it("continues the last call with a fragment that has neither index nor id (Mistral)", () => {
    const indexer = createToolCallIndexer();
    indexer.place(fragment({ index: 2, id: "c", name: "search" }));
    expect(indexer.place(fragment({}))).toEqual({
      type: "tool-call-delta",
      index: 2,
      argumentsDelta: "",
    });
  });

  it("starts a new call for a fragment without index but with a new id", () => {
    const indexer = createToolCallIndexer();
    expect(indexer.place(fragment({ id: "first" })).index).toBe(0);
    expect(indexer.place(fragment({ id: "second" })).index).toBe(1);
    expect(indexer.place(fragment({ id: "first" })).index).toBe(0);
  });

  it("starts a new call when a server reuses an index with a different id", () => {
    const indexer = createToolCallIndexer();
    expect(indexer.place(fragment({ index: 0, id: "first" })).index).toBe(0);
    expect(indexer.place(fragment({ index: 0, id: "second" })).index).toBe(1);
    expect(indexer.place(fragment({ index: 0, id: "second" })).index).toBe(1);
  });
});
