import { describe, expect, it } from "vitest";
import { redactServerConfigs } from "@/lib/mcp/redact-server-configs";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { REDACTED } from "@/lib/security/redacted";

describe("redactServerConfigs", () => {
  it("replaces secret header and env values, keeping their names and ordinary values", () => {
    const servers: ServerConfig[] = [
      {
        name: "remote",
        transport: "streamable-http",
        url: "https://mcp.example.com/mcp",
        headers: { Authorization: "Bearer sk-secret", "X-Team": "core" },
      },
      {
        name: "local",
        transport: "stdio",
        command: "npx",
        args: ["-y", "@modelcontextprotocol/server-github"],
        env: { GITHUB_TOKEN: "ghp_secret", HOME: "/home/me", MARKER: "hidden-secret" },
        secretEnv: ["MARKER"],
        cwd: "/srv",
      },
    ];
    expect(redactServerConfigs(servers)).toEqual([
      {
        name: "remote",
        transport: "streamable-http",
        url: "https://mcp.example.com/mcp",
        headers: { Authorization: REDACTED, "X-Team": "core" },
      },
      {
        name: "local",
        transport: "stdio",
        command: "npx",
        args: ["-y", "@modelcontextprotocol/server-github"],
        env: { GITHUB_TOKEN: REDACTED, HOME: "/home/me", MARKER: REDACTED },
        secretEnv: ["MARKER"],
        cwd: "/srv",
      },
    ]);
    expect(JSON.stringify(redactServerConfigs(servers))).not.toMatch(
      /sk-secret|ghp_secret|hidden-secret/,
    );
  });

  it("replaces a password in a URL", () => {
    const [redacted] = redactServerConfigs([
      { name: "legacy", transport: "sse", url: "http://user:hunter2@127.0.0.1:9000/sse" },
    ]);
    expect(redacted).toEqual({
      name: "legacy",
      transport: "sse",
      url: "http://user:redacted@127.0.0.1:9000/sse",
    });
  });

  it("leaves servers without secrets as they are, and never changes its input", () => {
    const servers: ServerConfig[] = [
      { name: "weather", transport: "demo" },
      { name: "bare", transport: "stdio", command: "mcp-server" },
    ];
    const copy = structuredClone(servers);
    expect(redactServerConfigs(servers)).toEqual(copy);
    const withEnv: ServerConfig[] = [
      { name: "x", transport: "stdio", command: "x", env: { KEY: "value" } },
    ];
    redactServerConfigs(withEnv);
    expect(withEnv[0]).toMatchObject({ env: { KEY: "value" } });
  });
});
