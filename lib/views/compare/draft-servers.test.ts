import { describe, expect, it } from "vitest";
import { draftServerChoice } from "./draft-servers";

describe("a draft's servers in the picker", () => {
  it("offers inline servers as the copied run's and picks listed ones by id", () => {
    const choice = draftServerChoice([
      { name: "weather", transport: "demo" },
      { id: "srv-1" },
      { id: "srv-1" },
    ]);
    expect(choice).toEqual({
      inline: [{ name: "weather", transport: "demo" }],
      listedKeys: ["listed:srv-1"],
    });
  });

  it("leaves the picker's default when the draft names no servers", () => {
    expect(draftServerChoice(undefined)).toEqual({ inline: undefined, listedKeys: [] });
  });
});
