import { completable } from "@modelcontextprotocol/sdk/server/completable.js";
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { alertsByState, cities, usStateCodes } from "@/lib/demo/weather/data";
import { formatAlerts, formatForecast } from "@/lib/demo/weather/format";
import {
  describeKnownCities,
  findCityByName,
  findNearestCity,
  NEAREST_CITY_MAX_DEGREES,
} from "@/lib/demo/weather/lookup";
import { DEMO_WEATHER_SERVER_NAME } from "@/lib/mcp/server-config";

/** What the demo server tells every client about itself. */
export const WEATHER_SERVER_INSTRUCTIONS =
  "Loupe's built-in demo server: built-in data, not a real weather service. " +
  "Use get_forecast with a latitude and longitude (it answers for the nearest of eight US cities) " +
  "and get_alerts with a two-letter US state code. The list of cities is the resource weather://cities.";

function textResult(text: string, isError = false) {
  return { content: [{ type: "text" as const, text }], ...(isError ? { isError: true } : {}) };
}

function forecastTool(latitude: number, longitude: number) {
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    return textResult(
      `(${latitude}, ${longitude}) is not a valid location: latitude must be within -90..90 and longitude within -180..180.`,
      true,
    );
  }
  const city = findNearestCity(latitude, longitude);
  if (!city) {
    return textResult(
      `No forecast for (${latitude}, ${longitude}): this demo server knows only locations within ${NEAREST_CITY_MAX_DEGREES} degrees of ${describeKnownCities()}.`,
      true,
    );
  }
  return textResult(formatForecast(city));
}

function alertsTool(state: string) {
  const code = state.trim().toUpperCase();
  if (!usStateCodes.has(code)) {
    return textResult(
      `"${state}" is not a US state code: use a two-letter code such as NY, CA or TX.`,
      true,
    );
  }
  return textResult(formatAlerts(code, alertsByState[code] ?? []));
}

function citySuggestions(value: string): string[] {
  const prefix = value.trim().toLowerCase();
  return cities
    .filter((city) => city.name.toLowerCase().startsWith(prefix))
    .map((city) => city.name);
}

/**
 * A new instance of Loupe's demo MCP server "weather" (forecasts and alerts from built-in data);
 * each client session gets its own, since an `McpServer` serves one transport.
 */
export function createWeatherServer(): McpServer {
  const server = new McpServer(
    { name: DEMO_WEATHER_SERVER_NAME, version: "1.0.0", title: "Weather (Loupe demo)" },
    { instructions: WEATHER_SERVER_INSTRUCTIONS },
  );

  server.registerTool(
    "get_forecast",
    {
      title: "Forecast (Loupe demo data)",
      description: "Get the weather forecast for a location.",
      inputSchema: {
        // Examples (New York), so a prompt's worked example shows a place the server knows.
        latitude: z
          .number()
          .describe("Latitude of the location")
          .meta({ examples: [40.7128] }),
        longitude: z
          .number()
          .describe("Longitude of the location")
          .meta({ examples: [-74.006] }),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ latitude, longitude }) => forecastTool(latitude, longitude),
  );

  server.registerTool(
    "get_alerts",
    {
      title: "Weather alerts (Loupe demo data)",
      description: "Get active weather alerts for a US state.",
      inputSchema: {
        state: z.string().describe("Two-letter US state code (e.g. CA, NY)"),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ state }) => alertsTool(state),
  );

  server.registerResource(
    "cities",
    "weather://cities",
    {
      title: "Known cities (Loupe demo data)",
      description: "The cities the demo weather server has built-in forecasts for, as JSON.",
      mimeType: "application/json",
    },
    async (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: "application/json",
          text: JSON.stringify(
            cities.map(({ name, state, latitude, longitude, slug }) => ({
              name,
              state,
              latitude,
              longitude,
              forecastUri: `weather://forecast/${slug}`,
            })),
            null,
            2,
          ),
        },
      ],
    }),
  );

  server.registerResource(
    "forecast",
    new ResourceTemplate("weather://forecast/{city}", {
      list: async () => ({
        resources: cities.map((city) => ({
          uri: `weather://forecast/${city.slug}`,
          name: `forecast-${city.slug}`,
          title: `Forecast for ${city.name}, ${city.state} (Loupe demo data)`,
          mimeType: "text/plain",
        })),
      }),
      complete: {
        city: (value) =>
          cities
            .filter((city) => city.slug.startsWith(value.toLowerCase()))
            .map((city) => city.slug),
      },
    }),
    {
      title: "City forecast (Loupe demo data)",
      description: "The built-in forecast for one known city, e.g. weather://forecast/new-york.",
      mimeType: "text/plain",
    },
    async (uri, variables) => {
      const requested = String(variables.city ?? "");
      const city = findCityByName(decodeURIComponent(requested));
      if (!city) {
        throw new McpError(
          ErrorCode.InvalidParams,
          `Unknown city "${requested}" in ${uri.href}; known: ${cities.map((known) => known.slug).join(", ")}.`,
        );
      }
      return { contents: [{ uri: uri.href, mimeType: "text/plain", text: formatForecast(city) }] };
    },
  );

  server.registerPrompt(
    "forecast-report",
    {
      title: "Forecast report (Loupe demo)",
      description:
        "Asks for tomorrow's forecast for a city, written to result.md: the demo's worked example.",
      argsSchema: {
        city: completable(z.string().describe("City name, e.g. New York"), citySuggestions),
      },
    },
    ({ city }) => ({
      messages: [
        {
          role: "user",
          content: {
            type: "text",
            text: `What is the weather in ${city} tomorrow? Write the result to result.md`,
          },
        },
      ],
    }),
  );

  return server;
}
