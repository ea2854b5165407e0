import { describe, expect, it } from "vitest";
import { neighbourTurn } from "./turn-navigation";

describe("neighbourTurn", () => {
  const turns = [1, 2, 3];

  it("moves to the next and the previous turn", () => {
    expect(neighbourTurn(turns, 2, 1)).toBe(3);
    expect(neighbourTurn(turns, 2, -1)).toBe(1);
  });

  it("starts from the latest turn when none is chosen", () => {
    expect(neighbourTurn(turns, null, -1)).toBe(2);
    expect(neighbourTurn(turns, null, 1)).toBeNull();
  });

  it("stops at either end, and has nowhere to go without turns", () => {
    expect(neighbourTurn(turns, 3, 1)).toBeNull();
    expect(neighbourTurn(turns, 1, -1)).toBeNull();
    expect(neighbourTurn([], null, 1)).toBeNull();
  });
});
