import { describe, expect, it } from "vitest";
import { hostTools } from "@/lib/dialects/host-tools/catalogue";
import { parseXmlAnswer } from "./streaming-parser";
import { formatTaskMessage, renderXmlSystemPrompt, type XmlPromptServer } from "./system-prompt";
import { xmlToolUsage } from "./tool-usage";

const weatherServer: XmlPromptServer = {
  name: "weather",
  transportLabel: "Streamable HTTP: /api/demo/mcp",
  tools: [
    {
      name: "get_forecast",
      description: "Get the weather forecast for a location.",
      inputSchema: {
        type: "object",
        properties: {
          latitude: { type: "number", description: "Latitude of the location" },
          longitude: { type: "number", description: "Longitude of the location" },
        },
        required: ["latitude", "longitude"],
      },
    },
    {
      name: "get_alerts",
      description: "Get active weather alerts for a US state.",
      inputSchema: {
        type: "object",
        properties: { state: { type: "string" } },
        required: ["state"],
      },
    },
  ],
  resources: [
    {
      uri: "weather://cities",
      name: "Known cities",
      description: "The cities the demo server has forecasts for.",
    },
  ],
};

const expectedWeatherSection = `# Connected MCP Servers

When a server is connected, you can use the server's tools via the \`use_mcp_tool\` tool, and access the server's resources via the \`access_mcp_resource\` tool.

## weather (Streamable HTTP: /api/demo/mcp)

### Available Tools
- get_forecast: Get the weather forecast for a location.
    Input Schema:
    {
      "type": "object",
      "properties": {
        "latitude": {
          "type": "number",
          "description": "Latitude of the location"
        },
        "longitude": {
          "type": "number",
          "description": "Longitude of the location"
        }
      },
      "required": [
        "latitude",
        "longitude"
      ]
    }

- get_alerts: Get active weather alerts for a US state.
    Input Schema:
    {
      "type": "object",
      "properties": {
        "state": {
          "type": "string"
        }
      },
      "required": [
        "state"
      ]
    }

### Direct Resources
- weather://cities (Known cities): The cities the demo server has forecasts for.`;

describe("renderXmlSystemPrompt", () => {
  it("lists a connected server in exactly the shape the demo model reads back", () => {
    const prompt = renderXmlSystemPrompt({ servers: [weatherServer] });
    expect(prompt).toContain(`\n\n${expectedWeatherSection}\n\n====\n\nRULES`);
  });

  it("renders the sections in the Cline order", () => {
    const prompt = renderXmlSystemPrompt({ servers: [weatherServer] });
    const headings = [
      "TOOL USE",
      "# Tool Use Formatting",
      "# Tools",
      "## write_to_file",
      "# Example",
      "# Tool Use Guidelines",
      "MCP SERVERS",
      "# Connected MCP Servers",
      "RULES",
      "OBJECTIVE",
    ].map((heading) => prompt.indexOf(`\n${heading}\n`));
    expect(headings.every((index) => index > 0)).toBe(true);
    expect([...headings].sort((a, b) => a - b)).toEqual(headings);
  });

  it("describes every default tool with its parameters and usage", () => {
    const prompt = renderXmlSystemPrompt({ servers: [] });
    for (const name of [
      "write_to_file",
      "read_file",
      "list_files",
      "search_files",
      "replace_in_file",
      "ask_followup_question",
      "attempt_completion",
      "use_mcp_tool",
      "access_mcp_resource",
    ]) {
      expect(prompt).toContain(`\n## ${name}\nDescription: `);
    }
    for (const optIn of ["execute_command", "new_task", "plan_mode_respond"]) {
      expect(prompt).not.toContain(`## ${optIn}`);
    }
    expect(prompt).toContain("- regex: (required) The regular expression to search for.");
    expect(prompt).toContain("- file_pattern: (optional) A glob");
    expect(prompt).toContain("- task_progress: (optional) A checklist showing task progress");
    expect(prompt).toContain("\n====\n\nUPDATING TASK PROGRESS\n\n");
    expect(prompt).toContain("- arguments: (required) A JSON object");
    expect(prompt).toContain("- recursive: (optional)");
  });

  it("describes new_task and plan_mode_respond, with their rules, when the caller offers them", () => {
    const prompt = renderXmlSystemPrompt({
      servers: [],
      builtinTools: ["new_task", "plan_mode_respond", "attempt_completion"],
    });
    expect(prompt).toContain(
      "\n## new_task\nDescription: Request to start a new task preloaded with a summary",
    );
    expect(prompt).toContain("- context: (required) The context to preload the new task with");
    expect(prompt).toContain("<new_task>\n<context>context to preload new task with</context>");
    expect(prompt).toContain("\n## plan_mode_respond\nDescription: Respond to the user");
    expect(prompt).toContain("- response: (required) The response to the user");
    expect(prompt).toMatch(/- Use new_task only when/);
    expect(prompt).toMatch(/- In PLAN MODE, answer the user with plan_mode_respond/);
    const bare = renderXmlSystemPrompt({ servers: [], builtinTools: ["new_task"] });
    expect(bare).not.toContain("UPDATING TASK PROGRESS");
  });

  it("says when no MCP server is connected", () => {
    const prompt = renderXmlSystemPrompt({ servers: [] });
    expect(prompt).toContain(
      "the `access_mcp_resource` tool.\n\n(No MCP servers currently connected)\n\n====",
    );
    expect(prompt).not.toContain("### Available Tools");
  });

  it("leaves out the sections and rules of tools the caller removes", () => {
    const prompt = renderXmlSystemPrompt({
      servers: [weatherServer],
      builtinTools: ["attempt_completion", "execute_command", "no_such_tool", "attempt_completion"],
    });
    expect(prompt.match(/\n## attempt_completion\n/g)).toHaveLength(1);
    expect(prompt).toContain("\n## execute_command\n");
    for (const removed of ["write_to_file", "read_file", "ask_followup_question", "use_mcp_tool"]) {
      expect(prompt).not.toContain(`## ${removed}\n`);
    }
    expect(prompt).not.toContain("# Example");
    expect(prompt).not.toContain("with write_to_file");
    expect(prompt).not.toContain("no_such_tool");
    expect(prompt).toContain("## weather (Streamable HTTP: /api/demo/mcp)");
  });

  it("renders the same text for the same input", () => {
    const context = { servers: [weatherServer] };
    expect(renderXmlSystemPrompt(context)).toBe(renderXmlSystemPrompt(structuredClone(context)));
  });

  it("lists tools without a description and servers without tools", () => {
    const prompt = renderXmlSystemPrompt({
      servers: [
        { name: "bare", transportLabel: "stdio: bare-server", tools: [] },
        {
          name: "echo",
          transportLabel: "SSE: http://127.0.0.1:9000/sse",
          tools: [{ name: "echo", inputSchema: { type: "object" } }],
          resources: [{ uri: "echo://readme" }],
        },
      ],
    });
    expect(prompt).toContain("## bare (stdio: bare-server)\n\n(No tools or resources)\n\n## echo");
    expect(prompt).toContain(
      '### Available Tools\n- echo\n    Input Schema:\n    {\n      "type": "object"\n    }\n\n### Direct Resources\n- echo://readme',
    );
  });

  it("does not throw on a schema that cannot be serialized", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const prompt = renderXmlSystemPrompt({
      servers: [
        {
          name: "odd",
          transportLabel: "stdio: odd",
          tools: [{ name: "t", inputSchema: circular }],
        },
      ],
    });
    expect(prompt).toContain('    { "error": "this schema could not be serialized" }');
  });

  it("shows usage examples that the parser reads as actions", () => {
    for (const tool of hostTools) {
      const result = parseXmlAnswer(xmlToolUsage[tool.name] ?? "");
      expect(result.actions.map((action) => action.name)).toEqual([tool.name]);
      expect(result.actions[0]?.partial).toBe(false);
    }
  });
});

describe("formatTaskMessage", () => {
  it("wraps the task in task tags on their own lines", () => {
    expect(formatTaskMessage("What is the weather in New York tomorrow?")).toBe(
      "<task>\nWhat is the weather in New York tomorrow?\n</task>",
    );
  });
});
