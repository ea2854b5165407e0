import { describe, expect, it } from "vitest";
import { POST as postFork } from "@/app/api/sessions/[id]/fork/route";
import { POST as postImport } from "@/app/api/sessions/import/route";
import type { ImportedSession } from "@/lib/api/session-file";
import { foldSessionState } from "@/lib/events/session-state";
import type { LoupeEvent } from "@/lib/events/types";
import { apiRequest, call } from "@/test/support/api-client";
import { handWrittenTrace } from "@/test/support/genai-trace";
import { createSession, decide, stepSession, viewSession } from "@/test/support/session-routes";
import { telemetryToReceiver } from "@/test/support/telemetry-export";
import { testDataDirectory } from "@/test/support/test-data-directory";

/**
 * Issue 20, replay the other way: the weather task exported as OTLP JSON with message content,
 * written as a collector's file exporter writes it (one request per line), imports back as a
 * session with the same turns and history, which forks and steps on here.
 */

const weatherTask = "What's the weather in New York tomorrow? Write the result to result.md";
testDataDirectory("loupe-trace-import-");
const otlp = telemetryToReceiver();

/** The weather task stepped to its final answer with export on; answers its id and the file. */
async function exportedWeatherRun(capture: boolean): Promise<{ id: string; file: string }> {
  const telemetry = otlp.exportTo({
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.receiver.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    ...(capture ? { OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: "true" } : {}),
  });
  const created = await createSession({ task: weatherTask, model: "demo", dialect: "xml" });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  for (let turn = 1; turn <= 2; turn += 1) {
    expect((await stepSession(id)).body.status).toBe("awaiting-decision");
    expect((await decide(id, { decision: "execute" })).status).toBe(200);
  }
  expect((await stepSession(id)).body.status).toBe("done");
  await telemetry.forceFlush();
  const lines = otlp.receiver.batches.map((batch) =>
    JSON.stringify(JSON.parse(batch.body.toString("utf8"))),
  );
  return { id, file: `${lines.join("\n")}\n` };
}

function importBody(text: string) {
  return call<Record<string, never>, ImportedSession & { error?: { message: string } }>(
    postImport,
    apiRequest("/api/sessions/import", { method: "POST", body: text }),
    {},
  );
}

async function stateOf(id: string) {
  const view = await viewSession(id);
  expect(view.status).toBe(200);
  return { state: foldSessionState(view.body.events), events: view.body.events };
}

describe("importing an exported GenAI trace", () => {
  it("opens the weather run as a session with the same turns and history, which forks and steps", async () => {
    const { id, file } = await exportedWeatherRun(true);
    expect(file.trim().split("\n").length).toBe(otlp.receiver.batches.length);

    const imported = await importBody(file);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({ readOnly: false, missingServers: [] });

    const original = await stateOf(id);
    const copy = await stateOf(imported.body.id);
    const sentFirst = original.events.find((event) => event.kind === "llm.request") as
      | LoupeEvent<"llm.request">
      | undefined;
    const firstBody = JSON.parse(sentFirst?.data.body ?? "{}") as {
      messages: Array<{ role: string; content: string }>;
    };
    expect(copy.state.systemPrompt).toBe(firstBody.messages[0]?.content);
    expect(copy.state.messages.slice(1)).toEqual(original.state.messages.slice(1));
    expect(copy.state).toMatchObject({ status: "done", turn: 3, model: "demo", dialect: "xml" });
    expect(copy.state.result).toBe(original.state.result);
    const kinds = (events: typeof copy.events) =>
      events
        .map((event) => event.kind)
        .filter((kind) => ["turn.start", "llm.response", "action", "observation"].includes(kind));
    expect(kinds(copy.events)).toEqual(kinds(original.events));
    const created = copy.events[0]?.data as { imported?: { sourceId: string } };
    expect(created.imported?.sourceId).toMatch(/^[0-9a-f]{32}$/);

    const fork = await call<{ id: string }, { id: string }>(
      postFork,
      apiRequest(`/api/sessions/${imported.body.id}/fork`, { method: "POST", body: { turn: 2 } }),
      { id: imported.body.id },
    );
    expect(fork.status, JSON.stringify(fork.body)).toBe(201);
    const stepped = await stepSession(fork.body.id);
    expect(stepped.status, JSON.stringify(stepped.body)).toBe(200);
    expect(stepped.body.status).toBe("done");
  });

  it("refuses a trace exported without message content, naming the variable", async () => {
    const { file } = await exportedWeatherRun(false);
    const refused = await importBody(file);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toContain(
      "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true",
    );
  });

  it("keeps another host's trace read-only while its servers are missing; a fork on the demo model steps", async () => {
    const secret = "sk-trace-import-0123456789abcdef0123";
    process.env.LOUPE_KEY_TRACEIMPORT = secret;
    try {
      const trace = JSON.stringify(handWrittenTrace()).replace(
        "List my repos",
        `List my repos ${secret}`,
      );
      const imported = await importBody(trace);
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
      expect(imported.body).toMatchObject({ readOnly: true, missingServers: ["github"] });
      const { state, events } = await stateOf(imported.body.id);
      expect(state.readOnly).toBe(true);
      expect(JSON.stringify(events)).not.toContain(secret);
      expect(state.messages[1]?.content).toContain("*".repeat(secret.length));

      const refused = await stepSession(imported.body.id);
      expect(refused.status).toBe(409);
      const fork = await call<{ id: string }, { id: string }>(
        postFork,
        apiRequest(`/api/sessions/${imported.body.id}/fork`, {
          method: "POST",
          body: { turn: 1, edit: { model: "demo" } },
        }),
        { id: imported.body.id },
      );
      expect(fork.status, JSON.stringify(fork.body)).toBe(201);
      const stepped = await stepSession(fork.body.id);
      expect(stepped.status, JSON.stringify(stepped.body)).toBe(200);
      expect(stepped.body.status).toBe("done");
      const sent = (await stateOf(fork.body.id)).events.find(
        (event) => event.kind === "llm.request",
      ) as LoupeEvent<"llm.request"> | undefined;
      expect(sent?.data.body).toContain("loupe, lens");
    } finally {
      delete process.env.LOUPE_KEY_TRACEIMPORT;
    }
  });

  it("answers 400 saying where a body that is no session file and no trace breaks", async () => {
    const cases: Array<[string, RegExp]> = [
      ['{"resourceSpans": [', /The request body is not valid JSON/],
      [
        `${JSON.stringify(handWrittenTrace())}\n{"resourceSpans": [`,
        /Line 2 of the request body is not valid JSON/,
      ],
      ['{"a": 1}\n{"b": 2}', /JSON Lines but not an OTLP trace/],
      [
        '{"resourceSpans": [{"scopeSpans": [{"spans": [{"name": "chat x"}]}]}]}',
        /The trace is invalid: resourceSpans\.0\.scopeSpans\.0\.spans\.0\.traceId/,
      ],
      [JSON.stringify({ resourceSpans: [] }), /no chat span/],
      [
        JSON.stringify(handWrittenTrace(false)),
        /OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true/,
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await importBody(body);
      expect(refused.status, body).toBe(400);
      expect(refused.body.error?.message, body).toMatch(message);
    }
  });
});
