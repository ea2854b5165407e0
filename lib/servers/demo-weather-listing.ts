import "server-only";
import type { ListedServer } from "@/lib/api/servers";
import { DEMO_MCP_PATH } from "@/lib/demo/weather/paths";
import type { ServerStore } from "@/lib/servers/server-store";

/** The name the demo weather server is listed under (a suffix when it is taken). */
const DEMO_WEATHER_LISTED_NAME = "demo-weather";

/**
 * Where this Loupe serves its demo weather server over Streamable HTTP, as a listed server
 * reaches it: the address Loupe listens on (`HOST`, `PORT`, as its start line prints), a
 * wildcard address reached on loopback.
 */
export function demoWeatherListedUrl(env: Record<string, string | undefined> = process.env) {
  const bound = env.HOST || "127.0.0.1";
  const host =
    bound === "0.0.0.0" ? "127.0.0.1" : bound === "::" || bound === "[::]" ? "::1" : bound;
  const shown = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${shown}:${env.PORT || "3000"}${DEMO_MCP_PATH}`;
}

/**
 * Lists Loupe's own demo weather server, so the inspector can open it like any other: answers
 * the listed server already pointing at it, or adds one (`created`).
 */
export function listDemoWeatherServer(
  store: ServerStore,
  url = demoWeatherListedUrl(),
): { server: ListedServer; created: boolean } {
  const listed = store
    .list()
    .find((server) => server.transport === "streamable-http" && server.url === url);
  if (listed) return { server: listed, created: false };
  const [server] = store.createMany([
    { name: DEMO_WEATHER_LISTED_NAME, transport: "streamable-http", url },
  ]);
  if (!server) throw new Error("listing the demo weather server added nothing");
  return { server, created: true };
}
