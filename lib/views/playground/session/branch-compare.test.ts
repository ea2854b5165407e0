import { describe, expect, it } from "vitest";
import type { ModelMessage } from "@/lib/llm/model-request";
import { compareBranches } from "./branch-compare";

const system: ModelMessage = { role: "system", content: "You are an agent." };
const task: ModelMessage = { role: "user", content: "Weather in New York?" };
const call: ModelMessage = { role: "assistant", content: "I will fetch the forecast." };
const sunny: ModelMessage = { role: "user", content: "Sunny, 24°C" };
const failed: ModelMessage = { role: "user", content: "Error: the service is down." };

describe("compareBranches", () => {
  it("pairs the messages in order and marks the first that differs", () => {
    const comparison = compareBranches(
      [system, task, call, sunny, { role: "assistant", content: "Done: sunny." }],
      [system, task, call, failed],
    );
    expect(comparison.firstDifference).toBe(3);
    expect(comparison.rows.map((row) => [row.index, row.differs])).toEqual([
      [0, false],
      [1, false],
      [2, false],
      [3, true],
      [4, true],
    ]);
    expect(comparison.rows[4]).toMatchObject({
      left: { role: "assistant", content: "Done: sunny." },
      right: undefined,
    });
  });

  it("finds no difference in equal transcripts", () => {
    const comparison = compareBranches([system, task], [system, task]);
    expect(comparison.firstDifference).toBeNull();
    expect(comparison.rows.every((row) => !row.differs)).toBe(true);
  });

  it("tells a message whose role changed, and a tool call's arguments, from an equal one", () => {
    const tool: ModelMessage = { role: "tool", toolCallId: "c1", name: "get", content: "Sunny" };
    const asUser: ModelMessage = { role: "user", content: "Sunny" };
    expect(compareBranches([tool], [asUser]).firstDifference).toBe(0);
    const first: ModelMessage = {
      role: "assistant",
      content: "",
      toolCalls: [{ id: "c1", name: "get", arguments: '{"city":"Paris"}' }],
    };
    const second: ModelMessage = {
      role: "assistant",
      content: "",
      toolCalls: [{ id: "c1", name: "get", arguments: '{"city":"Rome"}' }],
    };
    expect(compareBranches([first], [second]).firstDifference).toBe(0);
  });
});
