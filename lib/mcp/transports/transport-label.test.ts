import { describe, expect, it } from "vitest";
import { commandLine, transportLabel } from "@/lib/mcp/transports/transport-label";

describe("transportLabel", () => {
  it("names the transport and where the server is", () => {
    expect(
      transportLabel({ name: "a", transport: "streamable-http", url: "http://127.0.0.1:3001/mcp" }),
    ).toBe("Streamable HTTP: http://127.0.0.1:3001/mcp");
    expect(transportLabel({ name: "b", transport: "sse", url: "http://127.0.0.1:3001/sse" })).toBe(
      "SSE: http://127.0.0.1:3001/sse",
    );
    expect(
      transportLabel({
        name: "c",
        transport: "stdio",
        command: "npx",
        args: ["-y", "@modelcontextprotocol/server-everything"],
      }),
    ).toBe("stdio: npx -y @modelcontextprotocol/server-everything");
    expect(transportLabel({ name: "weather", transport: "demo" })).toBe(
      "Streamable HTTP: /api/demo/mcp",
    );
  });

  it("leaves a password in the URL out", () => {
    expect(
      transportLabel({ name: "a", transport: "sse", url: "http://me:secret@127.0.0.1:9000/sse" }),
    ).toBe("SSE: http://me:redacted@127.0.0.1:9000/sse");
  });
});

describe("commandLine", () => {
  it("quotes arguments holding spaces or quotes, and empty ones", () => {
    expect(commandLine("node", ["my server.js", "it's", ""])).toBe(
      `node 'my server.js' 'it'\\''s' ''`,
    );
  });

  it("is the bare command without arguments", () => {
    expect(commandLine("mcp-server")).toBe("mcp-server");
  });
});
