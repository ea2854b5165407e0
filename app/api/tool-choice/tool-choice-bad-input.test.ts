import { describe, expect, it } from "vitest";
import { POST as postToolChoice } from "@/app/api/tool-choice/route";
import { getDatabase } from "@/lib/store/database";
import { apiRequest, call } from "@/test/support/api-client";
import { freePort } from "@/test/support/server-everything";
import { testDataDirectory } from "@/test/support/test-data-directory";
import { readToolChoice, runToolChoice } from "@/test/support/tool-choice-routes";

/** The tool-choice routes refuse what they cannot take, with the one error shape, saying where. */
testDataDirectory("loupe-tool-choice-bad-");

const query = { text: "What is the weather in New York?", expect: "get_forecast" };
const matrices = () =>
  (
    getDatabase()
      .prepare("SELECT COUNT(*) AS count FROM sessions WHERE kind = 'tool-choice'")
      .get() as {
      count: number;
    }
  ).count;

async function refused(body: unknown) {
  const answer = await runToolChoice(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  return answer.body.error;
}

describe("POST /api/tool-choice", () => {
  it("refuses a matrix without queries or without models", async () => {
    expect(await refused({ queries: [], models: ["demo"] })).toEqual({
      code: "request:invalid",
      message: expect.stringContaining("queries: there are no queries"),
    });
    expect((await refused({ queries: [query], models: [] }))?.message).toContain(
      "models: there are no models",
    );
  });

  it("refuses an empty query, naming it", async () => {
    const error = await refused({ queries: [query, { text: "   " }], models: ["demo"] });
    expect(error?.message).toContain("queries.1.text: the query is empty");
  });

  it("refuses more cells than a matrix runs, saying how many", async () => {
    const queries = Array.from({ length: 9 }, (_, index) => ({ text: `Weather ${index}?` }));
    const models = ["demo", "demo-sloppy", "a", "b", "c", "d", "e", "f"];
    expect((await refused({ queries, models }))?.message).toContain(
      "9 queries × 8 models is 72 cells; a matrix runs at most 64",
    );
    expect((await refused({ queries: [query], models: [...models, "g"] }))?.message).toContain(
      "a matrix has at most 8 models",
    );
  });

  it("refuses an unknown model, naming it, and a model listed twice, and runs nothing", async () => {
    const before = matrices();
    const unknown = await refused({ queries: [query], models: ["demo", "no-such-model"] });
    expect(unknown?.code).toBe("model:not_found");
    expect(unknown?.message).toMatch(/^models\.1 \(no-such-model\): /);
    const twice = await refused({ queries: [query], models: ["demo", "demo"] });
    expect(twice?.message).toContain('models.1: "demo" is listed twice');
    expect(matrices()).toBe(before);
  });

  it("refuses an unknown dialect and an unknown field", async () => {
    expect(
      (await refused({ queries: [query], models: ["demo"], dialect: "yaml" }))?.message,
    ).toContain("dialect");
    expect((await refused({ queries: [query], models: ["demo"], extra: 1 }))?.message).toContain(
      "extra",
    );
  });

  it("fails with 502 when its servers cannot be reached, and saves nothing", async () => {
    const before = matrices();
    const url = `http://127.0.0.1:${await freePort()}/mcp`;
    const answer = await runToolChoice({
      queries: [query],
      models: ["demo"],
      servers: [{ name: "gone", transport: "streamable-http", url }],
    });
    expect(answer.status).toBe(502);
    expect(answer.body.error?.code).toBe("mcp:connect_failed");
    expect(answer.body.error?.message).toContain("gone");
    expect(matrices()).toBe(before);
  });

  it("needs the access token and refuses another origin", async () => {
    const unauthorized = await runToolChoice({ queries: [query], models: ["demo"] }, null);
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body.error?.code).toBe("security:unauthorized");
    const foreign = await call(
      postToolChoice,
      apiRequest("/api/tool-choice", {
        method: "POST",
        body: { queries: [query], models: ["demo"] },
        headers: { origin: "http://evil.example" },
      }),
      {},
    );
    expect(foreign.status).toBe(403);
  });
});

describe("GET /api/tool-choice/:id", () => {
  it("is 404 tool-choice:not_found for an unknown id", async () => {
    const answer = await readToolChoice("no-such-matrix");
    expect(answer.status).toBe(404);
    expect(answer.body.error).toEqual({
      code: "tool-choice:not_found",
      message: 'No tool-choice matrix with id "no-such-matrix".',
    });
  });
});
