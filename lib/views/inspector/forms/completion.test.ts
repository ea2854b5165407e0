import { describe, expect, it } from "vitest";
import {
  COMPLETION_LIMIT,
  completeArgument,
  completionParams,
  completionValues,
  offersCompletion,
} from "./completion";

describe("completionParams", () => {
  it("names the reference and argument, with no context when nothing else is filled", () => {
    expect(completionParams({ type: "ref/resource", uri: "demo://x/{id}" }, "id", "1")).toEqual({
      ref: { type: "ref/resource", uri: "demo://x/{id}" },
      argument: { name: "id", value: "1" },
    });
  });

  it("passes the other filled arguments as context, leaving out empty ones and itself", () => {
    expect(
      completionParams({ type: "ref/prompt", name: "team" }, "name", "A", {
        department: "Engineering",
        name: "A",
        note: "",
      }),
    ).toEqual({
      ref: { type: "ref/prompt", name: "team" },
      argument: { name: "name", value: "A" },
      context: { arguments: { department: "Engineering" } },
    });
  });
});

describe("completionValues", () => {
  it("reads text values once each", () => {
    expect(completionValues({ completion: { values: ["a", "b", "a", 3], total: 2 } })).toEqual([
      "a",
      "b",
    ]);
  });

  it("answers none for a malformed result", () => {
    expect(completionValues(null)).toEqual([]);
    expect(completionValues({ completion: {} })).toEqual([]);
  });

  it("keeps at most the limit", () => {
    const values = Array.from({ length: 150 }, (_, index) => `v${index}`);
    expect(completionValues({ completion: { values } })).toHaveLength(COMPLETION_LIMIT);
  });
});

describe("offersCompletion", () => {
  it("follows the completions capability", () => {
    expect(offersCompletion({ capabilities: { completions: {} } })).toBe(true);
    expect(offersCompletion({ capabilities: {} })).toBe(false);
  });
});

describe("completeArgument", () => {
  it("sends completion/complete and answers the values", async () => {
    const sent: unknown[] = [];
    const api = {
      rpc: async (_id: string, rpc: unknown) => {
        sent.push(rpc);
        return { result: { completion: { values: ["Text", "Blob"] } } };
      },
    };
    await expect(
      completeArgument(
        api,
        "s",
        { type: "ref/prompt", name: "resource-prompt" },
        "resourceType",
        "",
      ),
    ).resolves.toEqual(["Text", "Blob"]);
    expect(sent).toEqual([
      {
        method: "completion/complete",
        params: {
          ref: { type: "ref/prompt", name: "resource-prompt" },
          argument: { name: "resourceType", value: "" },
        },
      },
    ]);
  });
});
