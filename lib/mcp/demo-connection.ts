import { connectMcpServer, type McpConnection } from "@/lib/mcp/connection";
import {
  type DemoWeatherOptions,
  demoWeatherConnectOptions,
} from "@/lib/mcp/transports/demo-connector";

export type { DemoWeatherOptions } from "@/lib/mcp/transports/demo-connector";

/**
 * Connects to Loupe's demo weather server (`DEMO_WEATHER_SERVER_NAME`): a real MCP exchange over a real
 * HTTP transport, carried in-process so the loop needs neither the port nor the network.
 */
export function connectDemoWeather(options: DemoWeatherOptions): Promise<McpConnection> {
  return connectMcpServer(demoWeatherConnectOptions(options));
}
