import { describe, expect, it } from "vitest";
import { messagesByRole, shareOf, toolsBySize } from "./anatomy";

describe("shareOf", () => {
  it("is the part's percentage of the whole, within 0 and 100", () => {
    expect(shareOf(25, 200)).toBe(12.5);
    expect(shareOf(300, 200)).toBe(100);
    expect(shareOf(5, 0)).toBe(0);
  });
});

describe("messagesByRole", () => {
  it("sums the messages by role in the order roles first speak", () => {
    expect(
      messagesByRole([
        { role: "user", characters: 10 },
        { role: "assistant", characters: 4 },
        { role: "user", characters: 6 },
      ]),
    ).toEqual([
      { role: "user", count: 2, characters: 16 },
      { role: "assistant", count: 1, characters: 4 },
    ]);
  });
});

describe("toolsBySize", () => {
  it("sorts the tools largest first and totals them", () => {
    const result = toolsBySize([
      { name: "read_file", characters: 300 },
      { name: "execute_command", characters: 900 },
      { name: "ask", characters: 300 },
    ]);
    expect(result.tools.map((tool) => tool.name)).toEqual(["execute_command", "ask", "read_file"]);
    expect(result.characters).toBe(1500);
  });
});
