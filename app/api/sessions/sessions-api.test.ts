import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getEvents } from "@/app/api/sessions/[id]/events/route";
import { PATCH as patchMessage } from "@/app/api/sessions/[id]/messages/[index]/route";
import { PATCH as patchSession } from "@/app/api/sessions/[id]/route";
import { POST as postSession } from "@/app/api/sessions/route";
import { dialectFor, hostActionOf } from "@/lib/dialects";
import type { LoupeEvent } from "@/lib/events/types";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { forecastRequest, readingOf } from "@/test/support/host-actions";
import { decide, stepSession, viewSession } from "@/test/support/session-routes";

const xml = dialectFor("xml");
const forecastReading = readingOf("xml", forecastRequest);
const finishName = readingOf("xml", { kind: "finish", result: "" }).name;

/** The XML dialect's observation of the forecast call's result `text`. */
function forecastResult(text: string): string {
  return xml.observe(forecastReading, { kind: "result", text, isError: false }).content;
}

const weatherTask = "What's the weather in New York tomorrow? Write the result to result.md";
let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-api-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function createSession(body: unknown = { task: weatherTask, model: "demo", dialect: "xml" }) {
  return call(postSession, apiRequest("/api/sessions", { method: "POST", body }), {});
}

describe("the session API", () => {
  it("steps the weather task to completion: forecast, a file write, the final answer", async () => {
    const created = await createSession();
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const first = await stepSession(id);
    expect(first.body).toMatchObject({ turn: 1, status: "awaiting-decision" });
    expect(first.body.action).toMatchObject({ valid: true });
    expect(
      first.body.action && hostActionOf({ dialect: "xml", action: first.body.action }),
    ).toEqual({ ...forecastRequest, source: expect.anything() });

    const forecast = await decide(id, { decision: "execute" });
    expect(forecast.status).toBe(200);
    expect(forecast.body.observation.source).toBe("mcp");
    expect(forecast.body.observation.text.startsWith(forecastResult(""))).toBe(true);
    expect(forecast.body.observation.text).toContain("24°C");

    const second = await stepSession(id);
    expect(second.body.action).toMatchObject({
      name: "write_to_file",
      params: { path: "result.md" },
    });
    const written = await decide(id, { decision: "execute" });
    expect(written.body.observation.text).toBe(
      "[write_to_file for 'result.md'] Result:\nThe content was successfully saved to result.md.",
    );

    const third = await stepSession(id);
    expect(third.body).toMatchObject({
      turn: 3,
      status: "done",
      action: { name: finishName },
    });

    const session = await viewSession(id);
    expect(session.body.status).toBe("done");
    expect(session.body.result).toContain("New York");
    expect(session.body.files).toEqual([
      { path: "result.md", content: expect.stringContaining("24°C") },
    ]);
    const kinds = new Set(session.body.events.map((event: LoupeEvent) => event.kind));
    for (const kind of [
      "llm.request",
      "llm.chunk",
      "llm.sse",
      "llm.delta",
      "llm.response",
      "action",
      "rpc",
      "http",
      "observation",
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const toolCall = session.body.events.find(
      (event: LoupeEvent) =>
        event.kind === "rpc" && (event.data.message as { method?: string }).method === "tools/call",
    );
    expect(toolCall?.data).toMatchObject({ serverId: "weather", direction: "out", turn: 1 });

    const afterDone = await stepSession(id);
    expect(afterDone.status).toBe(409);
    expect(afterDone.body.error?.code).toBe("session:finished");
  });

  it("re-sends the whole history each turn, the observation included", async () => {
    const id = (await createSession()).body.id as string;
    await stepSession(id);
    await decide(id, { decision: "mock", observation: "Tomorrow: rainy, 12°C" });
    await stepSession(id);
    const session = await viewSession(id);
    const requests = session.body.events.filter(
      (event: LoupeEvent) => event.kind === "llm.request",
    );
    expect(requests).toHaveLength(2);
    const body = JSON.parse((requests[1] as LoupeEvent<"llm.request">).data.body) as {
      messages: Array<{ content: string }>;
    };
    expect(body.messages).toHaveLength(4);
    expect(body.messages[3]?.content).toBe(forecastResult("Tomorrow: rainy, 12°C"));
  });

  it("sends an edited observation and an edited system prompt with the next turn", async () => {
    const id = (await createSession()).body.id as string;
    await stepSession(id);
    await decide(id, { decision: "execute" });
    const edit = await call(
      patchMessage,
      apiRequest(`/api/sessions/${id}/messages/3`, {
        method: "PATCH",
        body: { content: "EDITED OBSERVATION" },
      }),
      { id, index: "3" },
    );
    expect(edit.status).toBe(200);
    const prompt = await call(
      patchSession,
      apiRequest(`/api/sessions/${id}`, {
        method: "PATCH",
        body: { systemPrompt: "You are terse." },
      }),
      { id },
    );
    expect(prompt.status).toBe(200);
    const session = await viewSession(id);
    expect(session.body.messages[0]?.content).toBe("You are terse.");
    expect(session.body.messages[3]?.content).toBe("EDITED OBSERVATION");
    const badIndex = await call(
      patchMessage,
      apiRequest(`/api/sessions/${id}/messages/99`, { method: "PATCH", body: { content: "x" } }),
      { id, index: "99" },
    );
    expect(badIndex.status).toBe(400);
  });

  it("turns demo-sloppy's unclosed <arguments> into a located error the model can fix", async () => {
    const id = (await createSession({ task: weatherTask, model: "demo-sloppy", dialect: "xml" }))
      .body.id as string;
    const first = await stepSession(id);
    expect(first.body.action).toMatchObject({ name: forecastReading.name, valid: false });
    const errors: string[] = first.body.action?.errors ?? [];
    expect(errors).toEqual([
      expect.stringMatching(
        /^<arguments> opened at line 8 column 1 was not closed before <\/\w+> at line 13 column 1$/,
      ),
    ]);
    const observation = await decide(id, { decision: "execute" });
    expect(observation.body.observation).toMatchObject({ source: "host", isError: true });
    expect(observation.body.observation.text).toContain(`${errors[0]}. Please retry`);
    const retry = await stepSession(id);
    expect(retry.body.action).toMatchObject({ name: forecastReading.name, valid: true });
  });

  it("executes an action with edited parameters", async () => {
    const id = (await createSession({ task: weatherTask, model: "demo-sloppy", dialect: "xml" }))
      .body.id as string;
    await stepSession(id);
    const edited = await decide(id, {
      decision: "edit",
      params: { arguments: '{"latitude": 47.6062, "longitude": -122.3321}' },
    });
    expect(edited.body.observation.source).toBe("mcp");
    expect(edited.body.observation.text).toContain("Seattle");
  });

  it("tells the model the person denied a skipped action", async () => {
    const id = (await createSession()).body.id as string;
    await stepSession(id);
    const skipped = await decide(id, { decision: "skip" });
    expect(skipped.body.observation.text).toBe(
      xml.observe(forecastReading, { kind: "denied" }).content,
    );
  });

  it("streams the events as SSE with seq ids and resumes after Last-Event-ID", async () => {
    const id = (await createSession()).body.id as string;
    await stepSession(id);
    const controller = new AbortController();
    const response = await getEvents(
      new Request(`http://127.0.0.1:3000/api/sessions/${id}/events`, {
        headers: { authorization: `Bearer ${TEST_TOKEN}`, "last-event-id": "3" },
        signal: controller.signal,
      }),
      { params: Promise.resolve({ id }) },
    );
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body?.getReader();
    if (!reader) throw new Error("the events route answers with a body");
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: turn.end")) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    controller.abort();
    expect(text.startsWith(": connected\n\n")).toBe(true);
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]));
    expect(ids[0]).toBe(4);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("bad input to the session API", () => {
  it("rejects an empty task with request:invalid naming the field", async () => {
    const response = await createSession({ task: "   ", model: "demo", dialect: "xml" });
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe("request:invalid");
    expect(response.body.error?.message).toContain("task");
  });

  it("rejects malformed JSON and an unknown model", async () => {
    const broken = await call(
      postSession,
      apiRequest("/api/sessions", { method: "POST", body: "{not json" }),
      {},
    );
    expect(broken.status).toBe(400);
    expect(broken.body.error?.message).toContain("not valid JSON");
    const unknown = await createSession({ task: "x", model: "gpt-9", dialect: "xml" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.code).toBe("model:not_found");
  });

  it("answers 404 session:not_found for an unknown session id", async () => {
    const response = await stepSession("no-such-session");
    expect(response.status).toBe(404);
    expect(response.body.error?.code).toBe("session:not_found");
    expect((await viewSession("no-such-session")).status).toBe(404);
  });

  it("answers 409 session:busy to a step while a step is running, and the session stays usable", async () => {
    const id = (await createSession()).body.id as string;
    const [one, two] = await Promise.all([stepSession(id), stepSession(id)]);
    const statuses = [one.status, two.status].sort();
    expect(statuses).toEqual([200, 409]);
    const busy = one.status === 409 ? one : two;
    expect(busy.body.error?.code).toBe("session:busy");
    expect((await decide(id, { decision: "execute" })).status).toBe(200);
  });

  it("refuses a step while an action waits, and a decision when none does", async () => {
    const id = (await createSession()).body.id as string;
    const early = await decide(id, { decision: "execute" });
    expect(early.status).toBe(409);
    expect(early.body.error?.code).toBe("session:not_awaiting_decision");
    await stepSession(id);
    const again = await stepSession(id);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("session:decision_required");
    const mockWithoutText = await decide(id, { decision: "mock" });
    expect(mockWithoutText.status).toBe(400);
  });

  it("answers 401 without the token and 403 to another site's Origin", async () => {
    const anonymous = await call(
      postSession,
      apiRequest("/api/sessions", {
        method: "POST",
        body: { task: "x", model: "demo" },
        token: null,
      }),
      {},
    );
    expect(anonymous.status).toBe(401);
    const crossSite = await call(
      postSession,
      apiRequest("/api/sessions", {
        method: "POST",
        body: { task: "x", model: "demo" },
        headers: { origin: "https://evil.example" },
      }),
      {},
    );
    expect(crossSite.status).toBe(403);
  });
});
