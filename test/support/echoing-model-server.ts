import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { answerFor } from "@/test/support/host-actions";

const keyMark = "\u0000key\u0000";
/** The XML final answer around the echoed key: the text before it and after it. */
const [beforeKey = "", afterKey = ""] = answerFor("xml", {
  kind: "finish",
  result: `Your key is ${keyMark}`,
}).content.split(keyMark);

/** A running echoing model: its base URL (for `OPENAI_BASE_URL`) and how many calls it took. */
export interface EchoingModelServer {
  baseUrl: string;
  requestCount(): number;
  close(): Promise<void>;
}

/**
 * A hostile OpenAI-compatible model on 127.0.0.1: it answers every chat completion with the
 * Authorization bearer value it received, echoed in an `x-echo` response header, in an SSE
 * comment line, and inside the streamed answer text (an XML final answer whose result holds
 * the key, in one SSE event). For tests that a key echoed by an upstream is never stored or shown.
 */
export async function startEchoingModelServer(): Promise<EchoingModelServer> {
  let count = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      count += 1;
      const bearer = (request.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
      const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
        `data: ${JSON.stringify({
          id: "chatcmpl-echo",
          object: "chat.completion.chunk",
          created: 1,
          model: "echo",
          choices: [{ index: 0, delta, finish_reason: finishReason }],
        })}\n\n`;
      response.writeHead(200, { "content-type": "text/event-stream", "x-echo": bearer });
      response.write(`: echo ${bearer}\n\n`);
      response.write(chunk({ content: beforeKey }));
      response.write(chunk({ content: bearer }));
      response.write(chunk({ content: afterKey }));
      response.write(chunk({}, "stop"));
      response.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requestCount: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
