/**
 * The model of the long-session benchmark (`long-sessions.bench.ts`): an OpenAI-compatible
 * endpoint on 127.0.0.1 that answers every turn with a few sentences of reasoning and then asks
 * for the demo's forecast tool in the XML dialect, streamed as Chat Completions SSE a few
 * characters an event, as the demo model streams: a session it drives never ends, every turn
 * holds a few hundred events, as a real agent's long session does.
 */
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dialectFor } from "@/lib/dialects";

const reasoning =
  "The person wants the forecast for New York tomorrow. I have a weather server with a forecast tool, which takes a latitude and a longitude. New York is at about 40.71 north and 74.01 west. I will ask the tool for the forecast there, then read what it answers before I write the final answer. "
    .repeat(2)
    .slice(0, 480);

/** What every answer says: the reasoning, then the forecast call. */
export const toolAskingAnswer = `${reasoning}\n${
  dialectFor("xml").write({
    kind: "mcp-tool",
    server: "weather",
    tool: "get_forecast",
    arguments: { latitude: 40.7128, longitude: -74.006 },
  }).content
}`;

const piecesOfAnswer = toolAskingAnswer.match(/[\s\S]{1,4}/g) ?? [];

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  return `data: ${JSON.stringify({
    id: "chatcmpl-bench",
    object: "chat.completion.chunk",
    created: 1,
    model: "bench",
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;
}

/** Writes the answer one piece a write, giving the socket a turn of the event loop now and then. */
async function streamAnswer(response: ServerResponse): Promise<void> {
  for (const [index, piece] of piecesOfAnswer.entries()) {
    response.write(chunk({ content: piece }));
    if (index % 8 === 7) await new Promise((resolve) => setImmediate(resolve));
  }
  response.write(chunk({}, "stop"));
  response.end("data: [DONE]\n\n");
}

/** Starts the model; answers its base URL (for `OPENAI_BASE_URL`). It never keeps the process up. */
export async function startToolAskingModel(): Promise<string> {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      void streamAnswer(response);
    });
  });
  // Kept-alive sockets stay open between rounds, so no request meets one the server just closed.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}
