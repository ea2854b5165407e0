import { describe, expect, it } from "vitest";
import { MAX_SERVER_NAME_CHARS, uniqueServerName } from "@/lib/servers/unique-server-name";

describe("uniqueServerName", () => {
  it("keeps a free name", () => {
    expect(uniqueServerName("everything", new Set(["other"]))).toBe("everything");
  });

  it("adds the first free suffix", () => {
    expect(uniqueServerName("a", new Set(["a", "a-2"]))).toBe("a-3");
  });

  it("shortens a long name so the suffix fits", () => {
    const name = "n".repeat(MAX_SERVER_NAME_CHARS);
    const unique = uniqueServerName(name, new Set([name]));
    expect(unique).toHaveLength(MAX_SERVER_NAME_CHARS);
    expect(unique.endsWith("-2")).toBe(true);
  });
});
