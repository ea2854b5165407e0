import { describe, expect, it } from "vitest";
import { serverConfigListSchema, serverConfigSchema } from "@/lib/mcp/server-config";

function issuesOf(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("serverConfigSchema", () => {
  it.each([
    [
      { name: "a", transport: "websocket" },
      'transport: transport must be "stdio", "sse", "streamable-http" or "demo"',
    ],
    [{ name: "a", transport: "stdio" }, "command: a stdio server needs a command"],
    [{ name: "a", transport: "sse" }, "url: a remote server needs a url"],
    [
      { name: "a", transport: "streamable-http", url: "file:///etc" },
      "url: the url must be http(s)",
    ],
    [
      { name: "a".repeat(65), transport: "stdio", command: "x" },
      "name: a server name has at most 64 characters",
    ],
  ])("refuses %j saying %j", (value, issue) => {
    expect(issuesOf(serverConfigSchema.safeParse(value))).toContain(issue);
  });
});

describe("serverConfigListSchema", () => {
  it("takes inline configurations and listed servers by id, optionally renamed", () => {
    const parsed = serverConfigListSchema.parse([
      { name: "weather", transport: "demo" },
      { id: "abc" },
      { id: "def", name: "renamed" },
    ]);
    expect(parsed).toEqual([
      { name: "weather", transport: "demo" },
      { id: "abc" },
      { id: "def", name: "renamed" },
    ]);
  });

  it("says what is wrong with a reference, with its place in the list", () => {
    expect(issuesOf(serverConfigListSchema.safeParse([{ id: "" }]))).toEqual([
      "0.id: a server id is empty",
    ]);
    expect(issuesOf(serverConfigListSchema.safeParse([{ id: "a", name: "bad name" }]))[0]).toMatch(
      /^0\.name: /,
    );
    expect(issuesOf(serverConfigListSchema.safeParse([{ id: "a", extra: 1 }]))[0]).toContain(
      "extra",
    );
  });

  it("keeps the inline configuration's own messages", () => {
    expect(issuesOf(serverConfigListSchema.safeParse([{ name: "a", transport: "stdio" }]))).toEqual(
      ["0.command: a stdio server needs a command"],
    );
  });

  it("refuses two servers with one given name", () => {
    expect(
      issuesOf(
        serverConfigListSchema.safeParse([
          { id: "x", name: "same" },
          { name: "same", transport: "stdio", command: "a" },
        ]),
      ),
    ).toEqual([": two servers have the same name"]);
  });
});
