#!/usr/bin/env node
/**
 * A stand-in for a paid OpenAI-compatible model API, for the end-to-end tests: it speaks the real
 * chat-completions SSE wire format, and misbehaves on request. `POST /control {"behaviour": ...}`
 * picks how the next answers go: `good`, `dies-mid-stream`, `unauthorized`, `garbage-line` or
 * `long-stream` (about 20,000 SSE events of words, "zebra" once in the middle, then the action).
 * `GET /v1/models` lists its one model, `fake-e2e`, as OpenAI's model list does. A good answer
 * to a request with `x-fake-pause-ms: <n>` waits n ms before each piece, so a test can watch a
 * stream while it runs (the Traffic page, through the proxy's `fake` upstream).
 * Listens on 127.0.0.1 only (`FAKE_MODEL_PORT`, default 3211).
 */
import { createServer } from "node:http";

const port = Number(process.env.FAKE_MODEL_PORT || 3211);
const answer = [
  "<thinking>\nThe task asks for New York's forecast; I will call get_forecast.\n</thinking>\n\n",
  "<use_mcp_tool>\n<server_name>weather</server_name>\n<tool_name>get_forecast</tool_name>\n",
  '<arguments>\n{"latitude": 40.7128, "longitude": -74.006}\n</arguments>\n</use_mcp_tool>',
].join("");
let behaviour = "good";

function chunk(delta, finishReason = null) {
  const payload = {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1,
    model: "fake-e2e",
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

/** Words in events of their own, a keep-alive every 1,000, the action last: ~20,000 events. */
function streamLongAnswer(response) {
  for (let index = 0; index < 20_000; index += 1) {
    if (index % 1000 === 999) response.write(": keep-alive\n\n");
    const word = index === 12_345 ? "zebra" : `w${index}`;
    response.write(chunk({ content: `${word}${index % 20 === 19 ? "\n" : " "}` }));
  }
  for (const piece of answer.match(/[\s\S]{1,12}/g) ?? [])
    response.write(chunk({ content: piece }));
  response.write(chunk({}, "stop"));
  response.end("data: [DONE]\n\n");
}

/** The good answer, one piece every `pauseMs`, so the stream stays open for a while. */
function streamSlowly(response, pieces, pauseMs) {
  const [piece, ...rest] = pieces;
  if (piece === undefined) {
    response.write(chunk({}, "stop"));
    response.end("data: [DONE]\n\n");
    return;
  }
  response.write(chunk({ content: piece }));
  setTimeout(() => streamSlowly(response, rest, pauseMs), pauseMs);
}

function streamAnswer(response, pauseMs) {
  response.writeHead(200, { "content-type": "text/event-stream" });
  response.write(": FAKE PROCESSING\n\n");
  if (behaviour === "long-stream") {
    streamLongAnswer(response);
    return;
  }
  const pieces = answer.match(/[\s\S]{1,12}/g) ?? [];
  if (behaviour === "good" && pauseMs > 0) {
    streamSlowly(response, pieces, pauseMs);
    return;
  }
  if (behaviour === "dies-mid-stream") {
    for (const piece of pieces.slice(0, 6)) response.write(chunk({ content: piece }));
    setTimeout(() => response.socket?.destroy(), 50);
    return;
  }
  pieces.forEach((piece, index) => {
    if (behaviour === "garbage-line" && index === 2) response.write("data: {not json at all\n\n");
    response.write(chunk({ content: piece }));
  });
  response.write(chunk({}, "stop"));
  response.end("data: [DONE]\n\n");
}

const server = createServer((request, response) => {
  let body = "";
  request.on("data", (part) => {
    body += part;
  });
  request.on("end", () => {
    const pathname = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    if (request.method === "GET" && request.url === "/health") {
      response.end("ok");
    } else if (request.method === "POST" && request.url === "/control") {
      behaviour = JSON.parse(body).behaviour;
      response.end(JSON.stringify({ behaviour }));
    } else if (request.method === "GET" && request.url === "/v1/models") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          object: "list",
          data: [{ id: "fake-e2e", object: "model", created: 1, owned_by: "loupe-e2e" }],
        }),
      );
    } else if (request.method === "POST" && pathname === "/v1/chat/completions") {
      if (behaviour === "unauthorized") {
        response.writeHead(401, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            error: { message: "Incorrect API key provided", type: "invalid_request_error" },
          }),
        );
      } else {
        streamAnswer(response, Math.min(Number(request.headers["x-fake-pause-ms"]) || 0, 2_000));
      }
    } else {
      response.writeHead(404).end();
    }
  });
});

server.listen(port, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => server.close(() => process.exit(0)));
