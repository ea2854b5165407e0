import { describe, expect, it } from "vitest";
import { serverNameFromKey } from "@/lib/servers/server-name-from-key";

describe("serverNameFromKey", () => {
  it.each([
    ["everything", "everything"],
    ["my server", "my-server"],
    ["github.com/org/repo", "github-com-org-repo"],
    ["a__b", "a_b"],
    ["_hidden", "hidden"],
    ["trailing!", "trailing"],
    ["!!!", ""],
  ])("reads %j as %j", (key, name) => {
    expect(serverNameFromKey(key)).toBe(name);
  });

  it("keeps at most 64 characters", () => {
    expect(serverNameFromKey("x".repeat(100))).toHaveLength(64);
  });
});
