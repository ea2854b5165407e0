import { describe, expect, it } from "vitest";
import { readSystemPrompt } from "@/lib/demo/model/read-system-prompt";
import { testSystemPrompt, WEATHER_SERVER } from "@/lib/demo/model/test-prompt";

describe("readSystemPrompt", () => {
  it("reads servers, their transports, tools with schemas, and direct resources", () => {
    const { servers } = readSystemPrompt(testSystemPrompt());
    expect(servers).toHaveLength(1);
    const [weather] = servers;
    expect(weather?.name).toBe("weather");
    expect(weather?.transport).toBe("Streamable HTTP: /api/demo/mcp");
    expect(weather?.tools.map((tool) => tool.name)).toEqual(["get_forecast", "get_alerts"]);
    expect(weather?.tools[0]?.description).toBe("Get the weather forecast for a location.");
    expect(weather?.tools[0]?.schema?.properties.map((property) => property.name)).toEqual([
      "latitude",
      "longitude",
    ]);
    expect(weather?.tools[0]?.schema?.required).toEqual(["latitude", "longitude"]);
    expect(weather?.resources).toEqual([
      { serverName: "weather", uri: "weather://cities", name: "Known cities" },
    ]);
  });

  it("lists the built-in tools whose sections are present", () => {
    const { builtInTools } = readSystemPrompt(
      testSystemPrompt({ omitSections: ["write_to_file"] }),
    );
    expect(builtInTools.has("attempt_completion")).toBe(true);
    expect(builtInTools.has("write_to_file")).toBe(false);
  });

  it("assumes the standard built-in tools when the prompt lists none", () => {
    const { builtInTools } = readSystemPrompt(
      "# Connected MCP Servers\n\n(No MCP servers currently connected)",
    );
    expect(builtInTools.has("write_to_file")).toBe(true);
  });

  it("reads no servers from the no-servers line", () => {
    expect(readSystemPrompt(testSystemPrompt({ servers: [] })).servers).toEqual([]);
  });

  it("keeps the other tools when one schema is not JSON at all", () => {
    const broken = {
      ...WEATHER_SERVER,
      tools: [{ name: "broken", description: "Broken.", schema: "{{{" }, ...WEATHER_SERVER.tools],
    };
    const [server] = readSystemPrompt(testSystemPrompt({ servers: [broken] })).servers;
    expect(server?.tools.map((tool) => tool.name)).toEqual([
      "broken",
      "get_forecast",
      "get_alerts",
    ]);
    expect(server?.tools[0]?.schema).toBeUndefined();
    expect(server?.tools[1]?.schema?.properties).toHaveLength(2);
  });

  it("recovers properties from a schema a person left with a trailing comma or worse", () => {
    const trailingComma = '{ "type": "object", "properties": { "state": { "type": "string" }, }, }';
    const truncated =
      '{ "type": "object", "properties": { "city": { "type": "string", "description": "x" ';
    const server = {
      ...WEATHER_SERVER,
      tools: [
        { name: "a", description: "A.", schema: trailingComma },
        { name: "b", description: "B.", schema: truncated },
      ],
    };
    const [read] = readSystemPrompt(testSystemPrompt({ servers: [server] })).servers;
    expect(read?.tools[0]?.schema).toMatchObject({
      properties: [{ name: "state", type: "string" }],
      recovered: false,
    });
    expect(read?.tools[1]?.schema).toMatchObject({
      properties: [{ name: "city", type: "string" }],
      recovered: true,
    });
  });

  it("finds servers without the Connected MCP Servers heading when they list tools", () => {
    const prompt = testSystemPrompt().replace("# Connected MCP Servers", "");
    const { servers } = readSystemPrompt(prompt);
    expect(servers.map((server) => server.name)).toEqual(["weather"]);
  });

  it("reads several servers and a schema written on the Input Schema line", () => {
    const prompt = [
      "# Connected MCP Servers",
      "## weather (Streamable HTTP: /api/demo/mcp)",
      "### Available Tools",
      '- get_alerts: Alerts.\n    Input Schema: {"type":"object","properties":{"state":{"type":"string"}}}',
      "## memory (stdio: npx server-memory)",
      "### Available Tools",
      "- read_graph: Read the\n  whole knowledge graph.",
    ].join("\n\n");
    const { servers } = readSystemPrompt(prompt);
    expect(servers.map((server) => server.name)).toEqual(["weather", "memory"]);
    expect(servers[0]?.tools[0]?.schema?.properties[0]?.name).toBe("state");
    expect(servers[1]?.tools[0]).toMatchObject({
      name: "read_graph",
      description: "Read the whole knowledge graph.",
    });
  });
});
