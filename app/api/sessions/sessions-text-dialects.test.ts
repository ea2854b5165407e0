import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postSession } from "@/app/api/sessions/route";
import type { SessionView } from "@/lib/api/sessions";
import { type DialectId, dialectFor, hostActionOf } from "@/lib/dialects";
import type { LoupeEvent, ParsedAction } from "@/lib/events/types";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { answerFor, forecastRequest } from "@/test/support/host-actions";
import {
  type ScriptedModelServer,
  startScriptedModelServer,
} from "@/test/support/scripted-model-server";
import { decide, stepSession, viewSession } from "@/test/support/session-routes";

/**
 * The text dialects beside xml, through the public API with the demo model: the weather task
 * runs to completion in ReAct text and in JSON blobs, and demo-sloppy's broken first call (no
 * Action Input; a trailing comma in the blob) is shown as an invalid action and fed back.
 */
const weatherTask = "What's the weather in New York tomorrow? Write the result to result.md";
const textDialects: DialectId[] = ["react-text", "json"];
let dataDirectory = "";
let model: ScriptedModelServer;
/** A ReAct answer from a provider that ignored the stop sequence: it goes on with its own Observation. */
const forecastAnswer = answerFor("react-text", forecastRequest).content;
const pastTheStop = `${forecastAnswer}\nObservation: Sunny, 30°C\nThought: done\nFinal Answer: Sunny.`;

beforeAll(async () => {
  model = await startScriptedModelServer([pastTheStop]);
  process.env.OPENAI_BASE_URL = model.baseUrl;
  process.env.OPENAI_MODEL = "scripted";
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-text-dialects-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});

afterAll(async () => {
  await model.close();
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function createSession(dialect: DialectId, modelName = "demo") {
  const body = { task: weatherTask, model: modelName, dialect };
  return call(postSession, apiRequest("/api/sessions", { method: "POST", body }), {});
}

function requestBodies(session: SessionView) {
  return session.events
    .filter((event): event is LoupeEvent<"llm.request"> => event.kind === "llm.request")
    .map(
      (event) =>
        JSON.parse(event.data.body) as {
          stop?: string[];
          tools?: unknown;
          messages: Array<{ role: string; content: string }>;
        },
    );
}

describe.each(textDialects)("a %s session with the demo model", (dialect) => {
  const hostOf = (action: ParsedAction | undefined) => action && hostActionOf({ dialect, action });

  it("runs the weather task to completion: forecast, file, final answer", async () => {
    const created = await createSession(dialect);
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const first = await stepSession(id);
    expect(first.body.action).toMatchObject({ valid: true });
    expect(hostOf(first.body.action)).toEqual({ ...forecastRequest, source: expect.anything() });
    const forecast = await decide(id, { decision: "execute" });
    expect(forecast.body.observation).toMatchObject({ source: "mcp", isError: false });
    expect(forecast.body.observation.text).toContain("24°C");

    const second = await stepSession(id);
    expect(hostOf(second.body.action)).toMatchObject({
      kind: "file-tool",
      which: "write",
      args: { path: "result.md" },
    });
    await decide(id, { decision: "execute" });
    const third = await stepSession(id);
    expect(third.body.status).toBe("done");
    expect(hostOf(third.body.action)?.kind).toBe("finish");

    const session = (await viewSession(id)).body;
    expect(session.status).toBe("done");
    expect(session.result).toContain("New York");
    expect(session.files).toEqual([
      { path: "result.md", content: expect.stringContaining("24°C") },
    ]);
    const bodies = requestBodies(session);
    expect(bodies).toHaveLength(3);
    for (const body of bodies) {
      expect(body.tools).toBeUndefined();
      expect(body.stop ?? []).toEqual([...dialectFor(dialect).stopSequences]);
      expect(body.messages[0]?.content).toBe(session.messages[0]?.content);
    }
    const observation = bodies[1]?.messages.at(-1);
    expect(observation).toMatchObject({ role: "user", content: forecast.body.observation.text });
  });

  it("shows demo-sloppy's broken call as an invalid action, feeds the error back, and reads the retry", async () => {
    const id = (await createSession(dialect, "demo-sloppy")).body.id as string;
    const first = await stepSession(id);
    expect(first.body.action).toMatchObject({ valid: false });
    expect(first.body.action?.errors.length).toBeGreaterThan(0);
    const observation = await decide(id, { decision: "execute" });
    expect(observation.body.observation).toMatchObject({ source: "host", isError: true });
    expect(observation.body.observation.text).toContain(first.body.action?.errors[0]);

    const retry = await stepSession(id);
    expect(retry.body.action).toMatchObject({ valid: true });
    expect(hostOf(retry.body.action)).toEqual({ ...forecastRequest, source: expect.anything() });
    const bodies = requestBodies((await viewSession(id)).body);
    expect(bodies[1]?.messages.at(-1)?.content).toBe(observation.body.observation.text);
  });
});

describe("the two text dialects' sloppy calls", () => {
  it("fail differently: no Action Input in ReAct text, a trailing comma in the JSON blob", async () => {
    const errors: Record<string, string> = {};
    for (const dialect of textDialects) {
      const id = (await createSession(dialect, "demo-sloppy")).body.id as string;
      errors[dialect] = (await stepSession(id)).body.action?.errors.join("; ") ?? "";
    }
    expect(errors["react-text"]).toContain("has no Action Input");
    expect(errors.json).toMatch(/the action blob is not valid JSON: Unexpected token \}/);
  });
});

describe("a react-text session on a model that ignores the stop sequence", () => {
  it("cuts the answer at the model's own Observation, says so on the action, and keeps it out of the history", async () => {
    const id = (await createSession("react-text", "openai:scripted")).body.id as string;
    const stepped = await stepSession(id);
    expect(stepped.body.action).toMatchObject({ valid: true });
    expect(stepped.body.action?.errors).toEqual([
      expect.stringContaining("the model wrote an Observation of its own (line 4)"),
    ]);
    expect(model.requests[0]?.stop).toEqual([...dialectFor("react-text").stopSequences]);
    await decide(id, { decision: "mock", observation: "Rain, 12°C" });
    const session = (await viewSession(id)).body;
    expect(session.messages.at(-2)).toMatchObject({ role: "assistant", content: forecastAnswer });
    expect(session.messages.at(-1)?.content).toBe("Observation: Rain, 12°C");
  });
});

describe("a json session whose model writes text after its blob", () => {
  const blobAnswer = answerFor("json", forecastRequest).content;
  let chatty: ScriptedModelServer;

  beforeAll(async () => {
    chatty = await startScriptedModelServer([`${blobAnswer}\nI will wait for the result.`]);
    process.env.OPENAI_BASE_URL = chatty.baseUrl;
  });

  afterAll(async () => {
    process.env.OPENAI_BASE_URL = model.baseUrl;
    await chatty.close();
  });

  async function stepJson(stopAtFirstAction: boolean) {
    const body = {
      task: weatherTask,
      model: "openai:scripted",
      dialect: "json",
      stopAtFirstAction,
    };
    const created = await call(
      postSession,
      apiRequest("/api/sessions", { method: "POST", body }),
      {},
    );
    const id = created.body.id as string;
    return { id, stepped: await stepSession(id) };
  }

  it("judges the whole answer when the stream runs to its end: the trailing text is located", async () => {
    const { stepped } = await stepJson(false);
    expect(stepped.body.action).toMatchObject({ valid: false });
    expect(stepped.body.action?.errors).toEqual([
      expect.stringMatching(/^text follows the action blob at line \d+ column 1/),
    ]);
  });

  it("cuts the stream at the closed blob when the host stops at the first action, and acts on it", async () => {
    const { id, stepped } = await stepJson(true);
    expect(stepped.body.action).toMatchObject({ valid: true, errors: [] });
    await decide(id, { decision: "mock", observation: "Rain, 12°C" });
    const session = (await viewSession(id)).body;
    const response = session.events.find((event) => event.kind === "llm.response");
    expect(response?.data).toMatchObject({ assembled: { finishReason: "stopped-by-host" } });
    expect(session.messages.at(-2)).toMatchObject({ role: "assistant", content: blobAnswer });
  });
});
