import { z } from "zod";
import { DEMO_MCP_PATH } from "@/lib/demo/weather/paths";
import type { TransportDescriptor } from "./transport-descriptor";

/** The name the built-in demo weather server goes by in every dialect (`server_name`). */
export const DEMO_WEATHER_SERVER_NAME = "weather";

const demoServerSchema = z.object({
  name: z.literal(DEMO_WEATHER_SERVER_NAME),
  transport: z.literal("demo"),
});

/** The demo weather server's configuration: its name and transport, nothing else. */
export type DemoServerConfig = z.infer<typeof demoServerSchema>;

/** Loupe's demo weather server: reached in-process over Streamable HTTP, never listed. */
export const demoTransport = {
  id: "demo",
  name: "Streamable HTTP",
  schema: demoServerSchema,
  spawnsProcess: false,
  builtIn: true,
  fields: [],
  optionalFields: [],
  secretFields: { values: [] },
  summary: () => `Streamable HTTP: ${DEMO_MCP_PATH}`,
  target: () => DEMO_MCP_PATH,
  redact: (server) => ({ ...server }),
  secrets: () => [],
  listing: undefined,
} satisfies TransportDescriptor<DemoServerConfig>;
