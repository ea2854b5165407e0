import { SERVER_EVERYTHING_ENTRY } from "@/test/support/server-everything";

/**
 * Config files as MCP clients write them, for import tests: Claude Desktop, Cursor, Cline,
 * Claude Code's `.mcp.json` and VS Code's `mcp.json`, each with the fields those clients add.
 */

/** `claude_desktop_config.json`: server-everything over stdio with an env secret. */
export function claudeDesktopConfig(envSecret: string) {
  return {
    mcpServers: {
      everything: {
        command: process.execPath,
        args: [SERVER_EVERYTHING_ENTRY, "stdio"],
        env: { EVERYTHING_TOKEN: envSecret, DEBUG: "false" },
      },
      filesystem: {
        command: "npx",
        args: ["-y", "@modelcontextprotocol/server-filesystem", "/Users/me/Desktop"],
      },
    },
    globalShortcut: "Ctrl+Space",
  };
}

/** `~/.cursor/mcp.json`: a remote server by bare url (Streamable HTTP) with a bearer header. */
export function cursorConfig(bearer: string) {
  return {
    mcpServers: {
      "remote-api": {
        url: "http://127.0.0.1:3001/mcp",
        headers: { Authorization: `Bearer ${bearer}`, "X-Workspace": `\${env:WORKSPACE}` },
      },
      "legacy-sse": { url: "http://127.0.0.1:3002/sse", type: "sse" },
    },
  };
}

/** `cline_mcp_settings.json`: keys with slashes, `disabled`, `autoApprove`, `streamableHttp`. */
export const clineConfig = {
  mcpServers: {
    "github.com/modelcontextprotocol/servers/tree/main/src/memory": {
      command: "npx",
      args: ["-y", "@modelcontextprotocol/server-memory"],
      disabled: false,
      autoApprove: ["read_graph"],
    },
    "remote-tools": {
      type: "streamableHttp",
      url: "http://127.0.0.1:3003/mcp",
      disabled: false,
      timeout: 60,
    },
  },
};

/** Claude Code's `.mcp.json`: `type` on every server (`stdio`, `http`, `sse`). */
export const dotMcpJsonConfig = {
  mcpServers: {
    memory: {
      type: "stdio",
      command: "npx",
      args: ["-y", "@modelcontextprotocol/server-memory"],
      env: { MEMORY_FILE_PATH: "/tmp/memory.json" },
    },
    api: {
      type: "http",
      url: "http://127.0.0.1:3004/mcp",
      headers: { "X-API-Key": "key-for-the-api-1234" },
    },
    events: { type: "sse", url: "http://127.0.0.1:3005/sse" },
  },
};

/** VS Code's `.vscode/mcp.json`: `servers`, `type: "http"`, and a token from `inputs`. */
export const vscodeConfig = {
  inputs: [{ type: "promptString", id: "token", description: "API token", password: true }],
  servers: {
    github: {
      type: "http",
      url: "http://127.0.0.1:3006/mcp/",
      headers: { Authorization: `Bearer \${input:token}` },
    },
    memory: {
      type: "stdio",
      command: "npx",
      args: ["-y", "@modelcontextprotocol/server-memory"],
      envFile: `\${workspaceFolder}/.env`,
    },
  },
};
