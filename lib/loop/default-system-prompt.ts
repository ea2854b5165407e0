import "server-only";
import { renderXmlSystemPrompt } from "@/lib/dialects/xml";
import { connectDemoWeather } from "@/lib/mcp/demo-connection";
import { runtimeSlot } from "@/lib/runtime";

/**
 * The XML system prompt rendered from what the demo weather server really lists (tools with
 * their schemas, resources). Asked once per process; the demo server never changes.
 */
export function defaultXmlSystemPrompt(): Promise<string> {
  const cached = runtimeSlot<{ prompt?: Promise<string> }>("default-xml-system-prompt", () => ({}));
  if (!cached.prompt) {
    cached.prompt = renderFromDemoServer();
    cached.prompt.catch(() => {
      cached.prompt = undefined;
    });
  }
  return cached.prompt;
}

async function renderFromDemoServer(): Promise<string> {
  const connection = await connectDemoWeather({ onRpc: () => undefined, onHttp: () => undefined });
  try {
    const [tools, resources] = await Promise.all([
      connection.listTools(),
      connection.listResources(),
    ]);
    return renderXmlSystemPrompt({
      servers: [
        {
          name: "weather",
          transportLabel: "Streamable HTTP: /api/demo/mcp",
          tools: tools.map((tool) => ({
            name: tool.name,
            ...(tool.description ? { description: tool.description } : {}),
            inputSchema: tool.inputSchema,
          })),
          resources: resources.map((resource) => ({
            uri: resource.uri,
            ...(resource.name ? { name: resource.name } : {}),
            ...(resource.description ? { description: resource.description } : {}),
          })),
        },
      ],
    });
  } finally {
    await connection.close();
  }
}
