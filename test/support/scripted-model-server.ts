import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the scripted model "writes": text, and optionally one tool call (native dialect). */
export interface ScriptedReply {
  text: string;
  toolCall?: { name: string; arguments: string };
}

/** A scripted answer, or a function of the request body that picks one. */
export type ScriptedAnswer =
  | string
  | ScriptedReply
  | ((request: { messages: unknown[] }) => string | ScriptedReply);

/** A running scripted model: its base URL and the request bodies it received. */
export interface ScriptedModelServer {
  /** For `OPENAI_BASE_URL` (`…/v1`). */
  baseUrl: string;
  /** For `ANTHROPIC_BASE_URL` (the origin; the provider adds `/v1/messages`). */
  origin: string;
  requests: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * A model on 127.0.0.1 that answers the Nth request with the Nth scripted answer (the last one
 * repeats), streamed in the real wire format: OpenAI chat-completions SSE on
 * `/v1/chat/completions`, Anthropic Messages SSE on `/v1/messages`. For tests that need a model
 * to ask for a particular action, where the demo model would not.
 */
export async function startScriptedModelServer(
  answers: ScriptedAnswer[],
): Promise<ScriptedModelServer> {
  const requests: Array<Record<string, unknown>> = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (part: Buffer) => {
      body += part.toString("utf8");
    });
    request.on("end", () => {
      const url = request.url ?? "";
      if (request.method !== "POST" || !/\/v1\/(chat\/completions|messages)$/.test(url)) {
        response.writeHead(404, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: "not found", type: "not_found" } }));
        return;
      }
      const parsed = JSON.parse(body) as Record<string, unknown>;
      requests.push(parsed);
      const script = answers[Math.min(requests.length, answers.length) - 1] ?? "";
      const picked =
        typeof script === "function"
          ? script({ messages: (parsed.messages as unknown[]) ?? [] })
          : script;
      const reply = typeof picked === "string" ? { text: picked } : picked;
      response.writeHead(200, { "content-type": "text/event-stream" });
      if (url.endsWith("/messages")) streamAnthropic(response, reply);
      else streamOpenAi(response, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function pieces(text: string): string[] {
  return text.match(/[\s\S]{1,16}/g) ?? [];
}

function streamOpenAi(response: ServerResponse, reply: ScriptedReply): void {
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    `data: ${JSON.stringify({
      id: "chatcmpl-scripted",
      object: "chat.completion.chunk",
      created: 1,
      model: "scripted",
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    })}\n\n`;
  for (const piece of pieces(reply.text)) response.write(chunk({ content: piece }));
  if (reply.toolCall) {
    const { name, arguments: args } = reply.toolCall;
    response.write(
      chunk({
        tool_calls: [
          { index: 0, id: "call_scripted", type: "function", function: { name, arguments: "" } },
        ],
      }),
    );
    for (const piece of pieces(args)) {
      response.write(chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }));
    }
  }
  response.write(chunk({}, reply.toolCall ? "tool_calls" : "stop"));
  response.end("data: [DONE]\n\n");
}

function streamAnthropic(response: ServerResponse, reply: ScriptedReply): void {
  const event = (type: string, data: Record<string, unknown>) =>
    response.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  event("message_start", {
    message: {
      id: "msg_scripted",
      type: "message",
      role: "assistant",
      model: "scripted",
      content: [],
      stop_reason: null,
      usage: { input_tokens: 12, output_tokens: 1 },
    },
  });
  event("content_block_start", { index: 0, content_block: { type: "text", text: "" } });
  for (const piece of pieces(reply.text)) {
    event("content_block_delta", { index: 0, delta: { type: "text_delta", text: piece } });
  }
  event("content_block_stop", { index: 0 });
  if (reply.toolCall) {
    event("content_block_start", {
      index: 1,
      content_block: {
        type: "tool_use",
        id: "toolu_scripted",
        name: reply.toolCall.name,
        input: {},
      },
    });
    for (const piece of pieces(reply.toolCall.arguments)) {
      event("content_block_delta", {
        index: 1,
        delta: { type: "input_json_delta", partial_json: piece },
      });
    }
    event("content_block_stop", { index: 1 });
  }
  event("message_delta", {
    delta: { stop_reason: reply.toolCall ? "tool_use" : "end_turn" },
    usage: { output_tokens: 20 },
  });
  event("message_stop", {});
  response.end();
}
