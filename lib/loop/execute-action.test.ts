import { describe, expect, it } from "vitest";
import type { ValidHostAction } from "@/lib/dialects";
import { type ActionMcpClient, executeAction } from "@/lib/loop/execute-action";

const source = { name: "shown", spoken: "shown" };

function recordingMcp() {
  const calls: unknown[] = [];
  const mcp: ActionMcpClient = {
    async callTool(serverName, toolName, args) {
      calls.push({ serverName, toolName, args });
      return { text: "Sunny", isError: false };
    },
    async readResource(serverName, uri) {
      calls.push({ serverName, uri });
      return { text: "stations" };
    },
  };
  return { calls, mcp };
}

describe("executeAction", () => {
  it("runs an MCP tool and reads an MCP resource through the connection", async () => {
    const { calls, mcp } = recordingMcp();
    const files = new Map<string, string>();
    const tool: ValidHostAction = {
      kind: "mcp-tool",
      source,
      server: "weather",
      tool: "get_forecast",
      arguments: { days: 1 },
    };
    expect(await executeAction(tool, { mcp, files })).toEqual({
      source: "mcp",
      text: "Sunny",
      isError: false,
    });
    const resource: ValidHostAction = { kind: "mcp-resource", source, server: "w", uri: "w://s" };
    expect((await executeAction(resource, { mcp, files })).text).toBe("stations");
    expect(calls).toEqual([
      { serverName: "weather", toolName: "get_forecast", args: { days: 1 } },
      { serverName: "w", uri: "w://s" },
    ]);
  });

  it("runs the file tools on the workspace it is given, and reports the write", async () => {
    const { mcp } = recordingMcp();
    const files = new Map([["notes.md", "old"]]);
    const write: ValidHostAction = {
      kind: "file-tool",
      source,
      which: "write",
      args: { path: "result.md", content: "# NY" },
    };
    expect(await executeAction(write, { mcp, files })).toMatchObject({
      source: "builtin",
      isError: false,
      write: { path: "result.md", content: "# NY" },
    });
    const read: ValidHostAction = {
      kind: "file-tool",
      source,
      which: "read",
      args: { path: "notes.md" },
    };
    expect((await executeAction(read, { mcp, files })).text).toContain("old");
  });

  it("searches the virtual workspace's files for search_files", async () => {
    const { calls, mcp } = recordingMcp();
    const files = new Map([["notes.md", "old text\nnew text"]]);
    const search: ValidHostAction = {
      kind: "file-tool",
      source,
      which: "search",
      args: { path: ".", regex: "^new", file_pattern: "*.md" },
    };
    expect(await executeAction(search, { mcp, files })).toEqual({
      source: "builtin",
      text: "Found 1 result.\n\nnotes.md\n│----\n│old text\n│new text\n│----",
      isError: false,
    });
    expect(calls).toEqual([]);
  });

  it("never runs a command, answers a question or runs a final answer: a person mocks those", async () => {
    const { calls, mcp } = recordingMcp();
    const files = new Map<string, string>();
    const command: ValidHostAction = { kind: "command", source, command: "rm -rf /" };
    expect(await executeAction(command, { mcp, files })).toMatchObject({
      source: "host",
      isError: true,
    });
    const question: ValidHostAction = { kind: "question", source, question: "Which city?" };
    expect((await executeAction(question, { mcp, files })).text).toMatch(/use Mock/);
    const newTask: ValidHostAction = { kind: "new-task", source, context: "Where we are." };
    expect((await executeAction(newTask, { mcp, files })).text).toMatch(/use Mock/);
    const plan: ValidHostAction = { kind: "plan-response", source, response: "My plan." };
    expect((await executeAction(plan, { mcp, files })).text).toMatch(/use Mock/);
    const finish: ValidHostAction = { kind: "finish", source, result: "Done" };
    expect((await executeAction(finish, { mcp, files })).text).toBe(
      "Loupe cannot execute <shown>.",
    );
    expect(calls).toEqual([]);
  });
});
