import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A scripted answer: the text the model "writes" for that request. */
export type ScriptedAnswer = string | ((request: { messages: unknown[] }) => string);

/** A running scripted model: its base URL (for `OPENAI_BASE_URL`) and the bodies it received. */
export interface ScriptedModelServer {
  baseUrl: string;
  requests: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible model on 127.0.0.1 that answers the Nth request with the Nth scripted
 * text (the last one repeats), streamed in the real chat-completions SSE wire format. For tests
 * that need a model to ask for a particular action, where the demo model would not.
 */
export async function startScriptedModelServer(
  answers: ScriptedAnswer[],
): Promise<ScriptedModelServer> {
  const requests: Array<Record<string, unknown>> = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (part: Buffer) => {
      body += part.toString("utf8");
    });
    request.on("end", () => {
      if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
        response.writeHead(404, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: "not found", type: "not_found" } }));
        return;
      }
      const parsed = JSON.parse(body) as Record<string, unknown>;
      requests.push(parsed);
      const script = answers[Math.min(requests.length, answers.length) - 1] ?? "";
      const text =
        typeof script === "string"
          ? script
          : script({ messages: (parsed.messages as unknown[]) ?? [] });
      response.writeHead(200, { "content-type": "text/event-stream" });
      for (const piece of text.match(/[\s\S]{1,16}/g) ?? []) {
        response.write(chunk({ content: piece }));
      }
      response.write(chunk({}, "stop"));
      response.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  const payload = {
    id: "chatcmpl-scripted",
    object: "chat.completion.chunk",
    created: 1,
    model: "scripted",
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}
