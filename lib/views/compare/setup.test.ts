import { describe, expect, it } from "vitest";
import type { ComparisonDraft } from "@/lib/api/comparisons";
import {
  addColumn,
  createComparisonInput,
  everyDialectColumns,
  initialSetup,
  modelColumns,
  setupFromDraft,
  setupProblem,
} from "./setup";

const task = "What's the weather in New York tomorrow?";

describe("the Compare setup", () => {
  it("starts with demo against demo-sloppy in the shared dialect", () => {
    const setup = initialSetup(task);
    expect(setup.columns.map((column) => [column.model, column.dialect])).toEqual([
      ["demo", null],
      ["demo-sloppy", null],
    ]);
    expect(setupProblem(setup)).toBeNull();
  });

  it("offers one model in every dialect the project speaks, each its own column", () => {
    const columns = everyDialectColumns("demo");
    expect(columns.map((column) => column.dialect)).toEqual([
      "xml",
      "native",
      "react-text",
      "json",
    ]);
    expect(new Set(columns.map((column) => column.key)).size).toBe(4);
  });

  it("gives an added column a key no other column has, and stops at eight columns", () => {
    const columns = modelColumns(["a", "b", "c"]).filter((column) => column.model !== "b");
    const added = addColumn(columns, "d");
    expect(added.at(-1)?.key).toBe("column-3");
    const eight = modelColumns(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(eight).toHaveLength(8);
    expect(addColumn(eight, "x")).toHaveLength(8);
  });

  it("says why it cannot start: no task, one column, a column with no model", () => {
    const setup = initialSetup(task);
    expect(setupProblem({ ...setup, task: "  " })).toMatch(/task/);
    expect(setupProblem({ ...setup, columns: setup.columns.slice(0, 1) })).toMatch(
      /2 to 8 columns; this one has 1/,
    );
    expect(setupProblem({ ...setup, columns: addColumn(setup.columns, " ") })).toBe(
      "Column 3 has no model.",
    );
  });

  it("sends only what a column overrides, and the prompt only when one is written", () => {
    const setup = initialSetup(task);
    const [first, second] = setup.columns;
    if (!first || !second) throw new Error("two columns expected");
    const input = createComparisonInput(
      {
        ...setup,
        columns: [
          { ...first, label: " fast " },
          { ...second, dialect: "json" },
        ],
      },
      [{ name: "weather", transport: "demo" }],
    );
    expect(input).toEqual({
      task,
      servers: [{ name: "weather", transport: "demo" }],
      dialect: "xml",
      columns: [
        { model: "demo", label: "fast" },
        { model: "demo-sloppy", dialect: "json" },
      ],
    });
    const withPrompt = createComparisonInput({ ...setup, systemPrompt: "Be brief." }, undefined);
    expect(withPrompt.systemPrompt).toBe("Be brief.");
    expect("servers" in withPrompt).toBe(false);
  });

  it("sends a column's own prompt and temperature, and refuses a temperature that does not read", () => {
    const setup = initialSetup(task);
    const [first, second] = setup.columns;
    if (!first || !second) throw new Error("two columns expected");
    const own = {
      ...setup,
      columns: [{ ...first, systemPrompt: "Answer in haiku.", temperature: " 0.2 " }, second],
    };
    expect(setupProblem(own)).toBeNull();
    expect(createComparisonInput(own, undefined).columns).toEqual([
      { model: "demo", systemPrompt: "Answer in haiku.", params: { temperature: 0.2 } },
      { model: "demo-sloppy" },
    ]);
    const hot = { ...setup, columns: [first, { ...second, temperature: "3" }] };
    expect(setupProblem(hot)).toBe("Column 2: the temperature is a number from 0 to 2.");
    expect(
      setupProblem({ ...setup, columns: [{ ...first, temperature: "warm" }, second] }),
    ).toMatch(/^Column 1: the temperature/);
  });

  it("starts from a session's draft: its model first, another offered model beside, and from", () => {
    const draft: ComparisonDraft = {
      from: { session: "s-1" },
      task,
      dialect: "native",
      systemPrompt: "Own prompt",
      models: ["demo"],
    };
    const setup = setupFromDraft(draft, ["demo", "demo-sloppy", "demo-slow"]);
    expect(setup.columns.map((column) => column.model)).toEqual(["demo", "demo-sloppy"]);
    expect(setup).toMatchObject({ dialect: "native", systemPrompt: "Own prompt" });
    expect(createComparisonInput(setup, undefined).from).toEqual({ session: "s-1" });
  });
});
