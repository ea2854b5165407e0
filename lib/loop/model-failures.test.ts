import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, decide, getSessionView, step } from "@/lib/loop/session-service";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";
import { answerFor, forecastRequest, readingOf } from "@/test/support/host-actions";

/**
 * A real OpenAI-compatible endpoint on 127.0.0.1 that misbehaves as told: the session must report
 * each failure clearly and stay usable for the next step.
 */
type Behaviour = "good" | "dies-mid-stream" | "unauthorized" | "garbage-line" | "hangs-up-at-once";

const secretKey = "sk-test-secret-0123456789";
const answer = `<thinking>\nI will fetch it.\n</thinking>\n\n${answerFor("xml", forecastRequest).content}`;
const forecastName = readingOf("xml", forecastRequest).name;

function chunk(content: string): string {
  return `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
}

function serve(response: ServerResponse, behaviour: Behaviour): void {
  if (behaviour === "unauthorized") {
    response.writeHead(401, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        error: { message: "Incorrect API key provided", type: "invalid_request_error" },
      }),
    );
    return;
  }
  if (behaviour === "hangs-up-at-once") {
    response.socket?.destroy();
    return;
  }
  response.writeHead(200, { "content-type": "text/event-stream" });
  response.write(": PROCESSING\n\n");
  const pieces = answer.match(/[\s\S]{1,9}/g) ?? [];
  if (behaviour === "dies-mid-stream") {
    for (const piece of pieces.slice(0, 5)) response.write(chunk(piece));
    setTimeout(() => response.socket?.destroy(), 20);
    return;
  }
  pieces.forEach((piece, index) => {
    if (behaviour === "garbage-line" && index === 3) response.write("data: {this is not json\n\n");
    response.write(chunk(piece));
  });
  response.write(
    `data: ${JSON.stringify({ id: "x", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
  );
  response.end("data: [DONE]\n\n");
}

describe("a session whose model endpoint misbehaves", () => {
  let server: Server;
  let behaviour: Behaviour = "good";
  const store = new EventStore(openDatabase(":memory:"));

  beforeAll(async () => {
    server = createServer((_request, response) => serve(response, behaviour));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    process.env.OPENAI_BASE_URL = `http://127.0.0.1:${port}/v1`;
    process.env.OPENAI_MODEL = "fake-model";
    process.env.OPENAI_API_KEY = secretKey;
  });

  afterAll(async () => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_MODEL;
    delete process.env.OPENAI_API_KEY;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function newSession(): Promise<string> {
    return (
      await createSession(
        {
          task: "Weather in New York?",
          model: "openai:fake-model",
          dialect: "xml",
          systemPrompt: "S",
        },
        store,
      )
    ).id;
  }

  it("reports a stream that dies mid-answer, keeps its bytes, and steps again afterwards", async () => {
    const id = await newSession();
    behaviour = "dies-mid-stream";
    const failed = await step(id, store);
    expect(failed.status).toBe("error");
    expect(failed.error?.code).toMatch(/^model:/);
    const afterFailure = getSessionView(id, store);
    expect(afterFailure.status).toBe("error");
    expect(afterFailure.messages).toHaveLength(2);
    expect(
      afterFailure.events.filter((event) => event.kind === "llm.chunk").length,
    ).toBeGreaterThan(0);

    behaviour = "good";
    const retried = await step(id, store);
    expect(retried).toMatchObject({
      turn: 2,
      status: "awaiting-decision",
      action: { name: forecastName, valid: true },
    });
    expect((await decide(id, { decision: "execute" }, store)).observation.text).toContain("24°C");
  });

  it("names the status and the provider's message for an HTTP error", async () => {
    const id = await newSession();
    behaviour = "unauthorized";
    const failed = await step(id, store);
    expect(failed.status).toBe("error");
    expect(failed.error?.message).toContain("401");
    expect(failed.error?.message).toContain("Incorrect API key provided");
  });

  it("reports a connection the server hangs up on", async () => {
    const id = await newSession();
    behaviour = "hangs-up-at-once";
    const failed = await step(id, store);
    expect(failed.status).toBe("error");
    expect(failed.error?.message).toContain("127.0.0.1");
  });

  it("records a malformed SSE line with its location and still parses the action", async () => {
    const id = await newSession();
    behaviour = "garbage-line";
    const result = await step(id, store);
    expect(result).toMatchObject({
      status: "awaiting-decision",
      action: { name: forecastName, valid: true },
    });
    const errors = getSessionView(id, store).events.filter((event) => event.kind === "error");
    expect(errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(errors[0]?.data)).toMatch(/line|seq/i);
  });

  it("never stores the API key, only a redacted header", async () => {
    const id = await newSession();
    behaviour = "good";
    await step(id, store);
    const stored = JSON.stringify(getSessionView(id, store));
    expect(stored).not.toContain(secretKey);
    const request = getSessionView(id, store).events.find((event) => event.kind === "llm.request");
    expect(JSON.stringify(request?.data)).toMatch(/authorization/i);
  });
});

describe("a turn that fails inside Loupe itself", () => {
  it("is closed with an error and the session steps again", async () => {
    const store = new EventStore(openDatabase(":memory:"));
    const { id } = await createSession(
      { task: "Weather in New York?", model: "demo", dialect: "xml", systemPrompt: "S" },
      store,
    );
    const append = store.append.bind(store);
    let failNext = true;
    store.append = ((sessionId, event) => {
      if (failNext && event.kind === "llm.request") {
        failNext = false;
        throw new Error("disk full");
      }
      return append(sessionId, event);
    }) as typeof store.append;
    const failed = await step(id, store);
    expect(failed).toMatchObject({ turn: 1, status: "error", error: { message: "disk full" } });
    expect(getSessionView(id, store).status).toBe("error");
    const retried = await step(id, store);
    expect(retried.turn).toBe(2);
    expect(retried.status).not.toBe("error");
  });
});
