import { describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";
import { removeHalfMadeLogs } from "@/lib/store/remove-half-made-logs";

function openColumn(store: EventStore, comparisonId: string, column: number): string {
  const { id } = store.createSession({ task: "t", model: "demo", dialect: "xml" });
  store.append(id, {
    kind: "session.created",
    data: {
      task: "t",
      model: "demo",
      dialect: "xml",
      systemPrompt: "s",
      comparison: { id: comparisonId, column },
    },
  });
  return id;
}

describe("removeHalfMadeLogs", () => {
  it("deletes a comparison left without comparison.created and its opened columns, and nothing else", () => {
    const database = openDatabase(":memory:");
    const store = new EventStore(database);
    const halfMade = store.createSession({ kind: "comparison", task: "t", model: "demo, demo" });
    const orphan = openColumn(store, halfMade.id, 0);

    const whole = store.createSession({ kind: "comparison", task: "t", model: "demo, demo" });
    const columns = [openColumn(store, whole.id, 0), openColumn(store, whole.id, 1)];
    store.append(whole.id, {
      kind: "comparison.created",
      data: {
        task: "t",
        dialect: "xml",
        columns: columns.map((sessionId) => ({
          sessionId,
          model: "demo",
          dialect: "xml",
          label: "demo",
        })),
      },
    });
    const alone = store.createSession({ task: "t", model: "demo", dialect: "xml" });

    expect(removeHalfMadeLogs(store, database)).toEqual({ comparisons: 1, toolChoiceCells: 0 });
    expect(store.getSession(halfMade.id)).toBeUndefined();
    expect(store.getSession(orphan)).toBeUndefined();
    for (const id of [whole.id, ...columns, alone.id]) expect(store.getSession(id)).toBeDefined();
    expect(removeHalfMadeLogs(store, database)).toEqual({ comparisons: 0, toolChoiceCells: 0 });
  });

  it("deletes a tool-choice cell's throwaway log and keeps the matrices", () => {
    const database = openDatabase(":memory:");
    const store = new EventStore(database);
    const cell = store.createSession({ kind: "tool-choice", task: "weather?", model: "demo" });
    const matrix = store.createSession({ kind: "tool-choice", task: "weather?", model: "demo" });
    store.append(matrix.id, {
      kind: "tool-choice.created",
      data: { dialect: "xml", models: ["demo"], rows: [], totals: [] },
    });

    expect(removeHalfMadeLogs(store, database)).toEqual({ comparisons: 0, toolChoiceCells: 1 });
    expect(store.getSession(cell.id)).toBeUndefined();
    expect(store.getSession(matrix.id)).toBeDefined();
  });
});
