import { describe, expect, it } from "vitest";
import { getEventStore } from "@/lib/store";
import { getDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";
import { readToolChoice as readSaved } from "@/lib/tool-choice/read-tool-choice";
import { failingOpenAiModel, testDataDirectory } from "@/test/support/test-data-directory";
import {
  exportToolChoice,
  listToolChoices,
  readToolChoice,
  runToolChoice,
} from "@/test/support/tool-choice-routes";

/**
 * The tool-choice matrix through its route handlers, in-process: the demo models on the demo
 * weather server, each cell the first action a model takes, saved and read again, as CSV.
 */
const failingModel = failingOpenAiModel();
testDataDirectory("loupe-tool-choice-");

const queries = [
  { text: "What is the weather in New York?", expect: "weather.get_forecast" },
  { text: "What is the forecast for Chicago tomorrow?", expect: "get_alerts" },
  { text: "What is the weather in Seattle?" },
];

async function ran(body: unknown) {
  const answer = await runToolChoice(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe("POST /api/tool-choice with demo and demo-sloppy on the weather server", () => {
  it("answers each query's first action per model, against the tool expected, with totals", async () => {
    const matrix = await ran({ queries, models: ["demo", "demo-sloppy"] });
    expect(matrix.models).toEqual(["demo", "demo-sloppy"]);
    expect(matrix.rows.map((row) => [row.query, row.expect])).toEqual(
      queries.map((query) => [query.text, query.expect]),
    );
    const [newYork, chicago, seattle] = matrix.rows;
    expect(newYork?.cells[0]).toEqual({
      model: "demo",
      action: "mcp-tool",
      server: "weather",
      tool: "get_forecast",
      arguments: { latitude: 40.7128, longitude: -74.006 },
      matches: true,
    });
    expect(chicago?.cells[0]).toMatchObject({ tool: "get_forecast", matches: false });
    expect(seattle?.cells[0]).toMatchObject({ tool: "get_forecast", matches: null });
    const sloppy = newYork?.cells[1];
    expect(sloppy).toMatchObject({ model: "demo-sloppy", action: "invalid", matches: false });
    expect(sloppy?.formatError).toBeTruthy();
    expect(matrix.totals).toEqual([
      { model: "demo", matches: 1, expected: 2, formatErrors: 0 },
      { model: "demo-sloppy", matches: 0, expected: 2, formatErrors: 3 },
    ]);
  });

  it("leaves no cell's log behind, and reads the matrix again by id and in the list", async () => {
    const rows = () =>
      getDatabase()
        .prepare("SELECT COUNT(*) AS count FROM sessions WHERE kind = 'tool-choice'")
        .get();
    const sessionsBefore = getEventStore().listSessions(1000).length;
    const before = (rows() as { count: number }).count;
    const matrix = await ran({ queries: queries.slice(0, 1), models: ["demo"], dialect: "json" });
    expect((rows() as { count: number }).count).toBe(before + 1);
    expect(getEventStore().listSessions(1000)).toHaveLength(sessionsBefore);
    const read = await readToolChoice(matrix.id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(matrix);
    expect(read.body.dialect).toBe("json");
    const list = await listToolChoices();
    expect(list.status).toBe(200);
    expect(list.body.matrices[0]).toEqual({
      id: matrix.id,
      createdAt: matrix.createdAt,
      dialect: "json",
      models: ["demo"],
      queries: [queries[0]?.text],
    });
  });

  it("reads a saved matrix from the database with a fresh store, as after a restart", async () => {
    const matrix = await ran({ queries: queries.slice(0, 2), models: ["demo"] });
    expect(readSaved(matrix.id, new EventStore(getDatabase()))).toEqual(matrix);
  });

  it("gives a failing model's cells their error while the other model's cells still answer", async () => {
    const matrix = await ran({ queries: queries.slice(0, 1), models: ["demo", "openai:failing"] });
    const [demo, failing] = matrix.rows[0]?.cells ?? [];
    expect(demo).toMatchObject({ tool: "get_forecast", matches: true });
    expect(failing).toMatchObject({ model: "openai:failing", action: null, matches: null });
    expect(failing?.error?.code).toMatch(/^model:/);
    expect(failing?.error?.message).toContain(failingModel.server.baseUrl);
    expect(matrix.totals[1]).toEqual({
      model: "openai:failing",
      matches: 0,
      expected: 1,
      formatErrors: 0,
    });
  });
});

describe("GET /api/tool-choice/:id/export?format=csv", () => {
  it("downloads one RFC 4180 line per cell under a header", async () => {
    const matrix = await ran({ queries: queries.slice(0, 1), models: ["demo", "demo-sloppy"] });
    const csv = await exportToolChoice(matrix.id);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="loupe-tool-choice-${matrix.id}.csv"`,
    );
    const lines = csv.text.split("\r\n");
    expect(lines[0]).toBe(
      "query,expect,model,action,server,tool,arguments,matches,formatError,error",
    );
    expect(lines[1]).toBe(
      'What is the weather in New York?,weather.get_forecast,demo,mcp-tool,weather,get_forecast,"{""latitude"":40.7128,""longitude"":-74.006}",true,,',
    );
    expect(lines[2]).toMatch(
      /^What is the weather in New York\?,weather\.get_forecast,demo-sloppy,invalid,/,
    );
    expect(lines).toHaveLength(4);
  });

  it("refuses another format and an unknown matrix", async () => {
    const matrix = await ran({ queries: queries.slice(0, 1), models: ["demo"] });
    const other = await exportToolChoice(matrix.id, "?format=xlsx");
    expect(other.status).toBe(400);
    expect(JSON.parse(other.text).error.message).toContain("format must be csv");
    const missing = await exportToolChoice("no-such-matrix");
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text).error.code).toBe("tool-choice:not_found");
  });
});
