import type { City, ForecastPeriod, WeatherAlert } from "@/lib/demo/weather/data";

/** The line that labels every answer of the demo server as built-in data. */
export const DEMO_DATA_NOTE = "(Loupe demo data, not a real weather service.)";

function formatPeriod(period: ForecastPeriod): string {
  const temperature =
    period.lowC === undefined
      ? `${period.temperatureC}°C`
      : `${period.temperatureC}°C (low ${period.lowC}°C)`;
  return [
    `${period.name}:`,
    `Temperature: ${temperature}`,
    `Conditions: ${period.conditions}`,
    `Wind: ${period.windKmh} km/h ${period.windDirection}`,
    `Precipitation: ${period.precipitationChance}%`,
  ].join("\n");
}

/**
 * A city's forecast as text, in the style of the MCP quickstart weather server:
 * a header, then one block per period separated by `---`.
 */
export function formatForecast(city: City): string {
  const header = `Forecast for ${city.name}, ${city.state} (${city.latitude.toFixed(4)}, ${city.longitude.toFixed(4)}):`;
  const periods = city.forecast.map(formatPeriod).join("\n---\n");
  return `${header}\n\n${periods}\n---\n${DEMO_DATA_NOTE}`;
}

function formatAlert(alert: WeatherAlert): string {
  return [
    `Event: ${alert.event}`,
    `Area: ${alert.area}`,
    `Severity: ${alert.severity}`,
    `Description: ${alert.description}`,
    `Instructions: ${alert.instructions}`,
  ].join("\n");
}

/** A state's active alerts as text, quickstart style; "No active alerts for NY." when none. */
export function formatAlerts(state: string, alerts: readonly WeatherAlert[]): string {
  if (alerts.length === 0) return `No active alerts for ${state}.`;
  return `Active alerts for ${state}:\n\n${alerts.map(formatAlert).join("\n---\n")}\n---\n${DEMO_DATA_NOTE}`;
}
