import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A running model that fails mid-answer: its base URL and how many calls it took. */
export interface FailingModelServer {
  /** For `OPENAI_BASE_URL` (`…/v1`). */
  baseUrl: string;
  requestCount(): number;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible model on 127.0.0.1 that starts streaming an answer, reports an error in
 * the stream (`data: {"error": …}`) and ends it without `[DONE]` (with `cut`, it then breaks
 * the connection off instead): a model that errors mid-stream.
 */
export async function startFailingModelServer({
  errorMessage = "The model overloaded mid-answer",
  cut = false,
}: {
  errorMessage?: string;
  cut?: boolean;
} = {}): Promise<FailingModelServer> {
  let count = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      count += 1;
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(
        `data: ${JSON.stringify({
          id: "chatcmpl-failing",
          object: "chat.completion.chunk",
          created: 1,
          model: "failing",
          choices: [{ index: 0, delta: { content: "Half an ans" }, finish_reason: null }],
        })}\n\n`,
      );
      response.write(
        `data: ${JSON.stringify({ error: { message: errorMessage, type: "server_error" } })}\n\n`,
      );
      if (cut) setTimeout(() => response.destroy(), 20);
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requestCount: () => count,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
