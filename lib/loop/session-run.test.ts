import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoupeEvent } from "@/lib/events/types";
import { startRun } from "@/lib/loop/session-run";
import { createSession, getSessionView } from "@/lib/loop/session-service";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";
import { answerFor, forecastRequest } from "@/test/support/host-actions";
import {
  type MisbehavingMcpServer,
  startMisbehavingMcpServer,
} from "@/test/support/misbehaving-mcp-server";

/** An OpenAI-compatible endpoint that asks for the forecast, and breaks off the answer once told to. */
const answer = answerFor("xml", forecastRequest).content;
let dies = false;

function serve(response: ServerResponse): void {
  response.writeHead(200, { "content-type": "text/event-stream" });
  const chunk = (content: string) =>
    `data: ${JSON.stringify({ id: "x", choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
  const pieces = answer.match(/[\s\S]{1,9}/g) ?? [];
  if (dies) {
    for (const piece of pieces.slice(0, 3)) response.write(chunk(piece));
    setTimeout(() => response.socket?.destroy(), 20);
    return;
  }
  for (const piece of pieces) response.write(chunk(piece));
  response.write(
    `data: ${JSON.stringify({ id: "x", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
  );
  response.end("data: [DONE]\n\n");
}

function nextRunEnd(store: EventStore, id: string): Promise<LoupeEvent> {
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(id, (event) => {
      if (event.kind !== "run.end") return;
      unsubscribe();
      resolve(event);
    });
  });
}

describe("a run whose model fails mid-run", () => {
  let server: Server;
  const store = new EventStore(openDatabase(":memory:"));

  beforeAll(async () => {
    server = createServer((_request, response) => serve(response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    process.env.OPENAI_BASE_URL = `http://127.0.0.1:${port}/v1`;
    process.env.OPENAI_MODEL = "fake-model";
  });

  afterAll(async () => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_MODEL;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("stops with the error where it happened, and the session runs again afterwards", async () => {
    const { id } = await createSession(
      {
        task: "Weather in New York?",
        model: "openai:fake-model",
        dialect: "xml",
        systemPrompt: "S",
        autoApprove: ["weather:*"],
      },
      store,
    );
    const executed = new Promise<void>((resolve) => {
      const unsubscribe = store.subscribe(id, (event) => {
        if (event.kind !== "observation") return;
        dies = true;
        unsubscribe();
        resolve();
      });
    });
    const ended = nextRunEnd(store, id);
    startRun(id, {}, store);
    await executed;
    const end = await ended;
    expect(end.data).toMatchObject({
      turn: 2,
      reason: "error",
      error: { code: expect.stringMatching(/^model:/) },
    });
    const session = getSessionView(id, store);
    expect(session.status).toBe("error");
    const errors = session.events.filter((event) => event.kind === "error");
    expect(errors.at(-1)?.data).toMatchObject({ turn: 2, where: "llm.stream" });

    dies = false;
    const again = nextRunEnd(store, id);
    startRun(id, { maxTurns: 1 }, store);
    expect((await again).data).toMatchObject({ turn: 3, reason: "max-turns" });
  });
});

describe("a run whose server fails mid-run", () => {
  let server: MisbehavingMcpServer;
  const store = new EventStore(openDatabase(":memory:"));

  beforeAll(async () => {
    server = await startMisbehavingMcpServer();
    process.env.LOUPE_DEMO_DELAY_MS = "0";
  });

  afterAll(async () => {
    await server.close();
  });

  it("stops at the auto-approved call that failed, with its error, and the session stays usable", async () => {
    const { id } = await createSession(
      {
        task: "Call answer-plain-text",
        model: "demo",
        dialect: "xml",
        servers: [{ name: "shaky", transport: "streamable-http", url: server.url }],
        autoApprove: ["shaky:*"],
      },
      store,
    );
    const ended = nextRunEnd(store, id);
    startRun(id, {}, store);
    const end = await ended;
    expect(end.data).toMatchObject({
      turn: 1,
      reason: "error",
      error: { code: expect.stringMatching(/^mcp:/) },
    });
    const session = getSessionView(id, store);
    expect(session.status).toBe("ready");
    const failure = session.events.find((event) => event.kind === "error");
    expect(failure?.data).toMatchObject({ turn: 1, where: "action.execute" });
    const observation = session.events.find((event) => event.kind === "observation");
    expect(observation?.data).toMatchObject({ turn: 1, isError: true });
  });
});
