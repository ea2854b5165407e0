import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/views/shared/api-client";
import { comparisonsRouteFetcher } from "@/test/support/comparisons-fetcher";
import { enterTemporaryDataDirectory } from "@/test/support/inspector-api";
import { createComparisonsApi } from "./api";

let leaveDataDirectory = () => {};
beforeAll(() => {
  leaveDataDirectory = enterTemporaryDataDirectory("loupe-comparisons-client-");
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});
afterAll(() => leaveDataDirectory());

const api = createComparisonsApi(comparisonsRouteFetcher);
const task = "What's the weather in New York tomorrow? Write the result to result.md";

describe("the comparisons client against the comparison routes", () => {
  it("opens a comparison, steps it, sends a shared mock and reads each column's events", async () => {
    const created = await api.create({
      task,
      dialect: "xml",
      columns: [{ model: "demo" }, { model: "demo", dialect: "native" }],
    });
    expect(created.sessions.map((session) => session.label)).toEqual([
      "demo · xml",
      "demo · native",
    ]);

    const stepped = await api.step(created.id);
    expect(stepped.columns.map((outcome) => "result" in outcome)).toEqual([true, true]);
    const decided = await api.decide(created.id, { decision: "mock", observation: "Fog, 3°C" });
    expect(decided.columns).toHaveLength(2);

    const view = await api.get(created.id);
    expect(view.columns.map((column) => column.status)).toEqual(["ready", "ready"]);
    for (const column of view.columns) {
      const page = await api.sessionEvents(column.sessionId, 0);
      const observation = page.events.find((event) => event.kind === "observation");
      expect(JSON.stringify(observation?.data)).toContain("Fog, 3°C");
      const later = await api.sessionEvents(column.sessionId, page.lastSeq);
      expect(later.events).toEqual([]);
    }

    const listed = await api.list({ q: "new york" });
    expect(listed.comparisons.map((summary) => summary.id)).toContain(created.id);
  });

  it("rejects with Loupe's error: one column, and a decision for a column that is not waiting", async () => {
    const one = await api
      .create({ task, dialect: "xml", columns: [{ model: "demo" }] })
      .catch((error: unknown) => error);
    expect(one).toBeInstanceOf(ApiError);
    expect((one as ApiError).status).toBe(400);

    const { id } = await api.create({
      task,
      dialect: "xml",
      columns: [{ model: "demo" }, { model: "demo-sloppy" }],
    });
    const early = await api
      .decide(id, { decision: "execute", columns: [0] })
      .catch((error: unknown) => error);
    expect((early as ApiError).code).toBe("session:not_awaiting_decision");
    await api.remove(id);
    const gone = await api.get(id).catch((error: unknown) => error);
    expect((gone as ApiError).code).toBe("comparison:not_found");
  });
});
