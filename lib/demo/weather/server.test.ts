import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createWeatherServer } from "@/lib/demo/weather/server";

let client: Client;

beforeEach(async () => {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await createWeatherServer().connect(serverTransport);
  client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(clientTransport);
});

afterEach(async () => {
  await client.close();
});

function textOf(result: Awaited<ReturnType<Client["callTool"]>>): string {
  const content = result.content as Array<{ type: string; text?: string }>;
  return content.map((part) => part.text ?? "").join("");
}

describe("the demo weather server", () => {
  it("introduces itself as the weather server, labelled as the demo", () => {
    expect(client.getServerVersion()).toMatchObject({ name: "weather", version: "1.0.0" });
    expect(client.getInstructions()).toContain("Loupe's built-in demo server");
  });

  it("lists get_forecast and get_alerts with described input schemas", async () => {
    const { tools } = await client.listTools();
    const forecast = tools.find((tool) => tool.name === "get_forecast");
    const alerts = tools.find((tool) => tool.name === "get_alerts");
    expect(forecast?.description).toBe("Get the weather forecast for a location.");
    expect(forecast?.inputSchema.required).toEqual(["latitude", "longitude"]);
    expect(forecast?.inputSchema.properties).toMatchObject({
      latitude: { type: "number", description: "Latitude of the location" },
      longitude: { type: "number", description: "Longitude of the location" },
    });
    expect(alerts?.description).toBe("Get active weather alerts for a US state.");
    expect(alerts?.inputSchema.properties).toMatchObject({
      state: { type: "string", description: "Two-letter US state code (e.g. CA, NY)" },
    });
  });

  it("forecasts a sunny 24°C with a low of 17°C for New York tomorrow", async () => {
    const result = await client.callTool({
      name: "get_forecast",
      arguments: { latitude: 40.7128, longitude: -74.006 },
    });
    expect(result.isError).toBeFalsy();
    const text = textOf(result);
    expect(text.startsWith("Forecast for New York, NY (40.7128, -74.0060):\n\n")).toBe(true);
    expect(text).toContain(
      "Tomorrow:\nTemperature: 24°C (low 17°C)\nConditions: Sunny\nWind: 10 km/h NW\nPrecipitation: 0%\n---\n",
    );
  });

  it("answers for the nearest known city when the location is close to one", async () => {
    const result = await client.callTool({
      name: "get_forecast",
      arguments: { latitude: 37.8, longitude: -122.27 },
    });
    expect(textOf(result)).toContain("Forecast for San Francisco, CA");
  });

  it("returns an error result naming the known cities for a location far from all of them", async () => {
    const result = await client.callTool({
      name: "get_forecast",
      arguments: { latitude: 51.5074, longitude: -0.1278 },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain("New York, NY");
    expect(textOf(result)).toContain("Los Angeles, CA");
  });

  it("lists the active alerts of a state that has some", async () => {
    const result = await client.callTool({ name: "get_alerts", arguments: { state: "ca" } });
    expect(result.isError).toBeFalsy();
    const text = textOf(result);
    expect(text).toContain("Active alerts for CA:");
    expect(text).toContain("Event: Excessive Heat Warning");
    expect(text).toContain("Event: Wind Advisory");
  });

  it("says there are no alerts for a state without any", async () => {
    const result = await client.callTool({ name: "get_alerts", arguments: { state: "NY" } });
    expect(textOf(result)).toBe("No active alerts for NY.");
  });

  it("rejects a code that is not a US state with a clear error result", async () => {
    const result = await client.callTool({ name: "get_alerts", arguments: { state: "New York" } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('"New York" is not a US state code');
  });

  it("serves the known cities as a JSON resource", async () => {
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toContain("weather://cities");
    const result = await client.readResource({ uri: "weather://cities" });
    const content = result.contents[0] as { text: string; mimeType?: string };
    expect(content.mimeType).toBe("application/json");
    const list = JSON.parse(content.text) as Array<{ name: string; state: string }>;
    expect(list).toHaveLength(8);
    expect(list[0]).toMatchObject({ name: "New York", state: "NY", latitude: 40.7128 });
  });

  it("serves one city's forecast through the resource template", async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toContain(
      "weather://forecast/{city}",
    );
    const result = await client.readResource({ uri: "weather://forecast/new-york" });
    const content = result.contents[0] as { text: string };
    expect(content.text).toContain("Temperature: 24°C (low 17°C)");
  });

  it("answers an unknown city in the resource template with a JSON-RPC error", async () => {
    await expect(client.readResource({ uri: "weather://forecast/atlantis" })).rejects.toThrow(
      /Unknown city "atlantis"/,
    );
  });

  it("builds the forecast-report prompt asking for tomorrow's forecast written to result.md", async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.find((prompt) => prompt.name === "forecast-report")?.arguments).toEqual([
      expect.objectContaining({ name: "city", required: true }),
    ]);
    const result = await client.getPrompt({
      name: "forecast-report",
      arguments: { city: "New York" },
    });
    expect(result.messages).toEqual([
      {
        role: "user",
        content: {
          type: "text",
          text: "What is the weather in New York tomorrow? Write the result to result.md",
        },
      },
    ]);
  });

  it("completes the prompt's city argument from the known cities", async () => {
    const result = await client.complete({
      ref: { type: "ref/prompt", name: "forecast-report" },
      argument: { name: "city", value: "San" },
    });
    expect(result.completion.values).toEqual(["San Francisco"]);
  });
});
