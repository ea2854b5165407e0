import { describe, expect, it } from "vitest";
import {
  DIALECT_IDS,
  DIALECTS,
  dialectAskedForBy,
  dialectChoices,
  dialectFor,
  knownDialect,
} from "@/lib/dialects";
import type { DialectServer } from "@/lib/dialects/dialect";
import type { HostActionRequest } from "@/lib/dialects/host-action";
import type { AssembledAnswer, ModelPart } from "@/lib/llm/model-part";

const weather: DialectServer = {
  name: "weather",
  transportLabel: "Streamable HTTP: /api/demo/mcp",
  tools: [{ name: "get_forecast", inputSchema: { type: "object", properties: {} } }],
  resources: [{ uri: "weather://stations" }],
  resourceTemplates: [],
};

/** One of every host action both dialects offer (a shell command is XML-only, and never run). */
const everyAction: HostActionRequest[] = [
  { kind: "mcp-tool", server: "weather", tool: "get_forecast", arguments: { days: 2 } },
  { kind: "mcp-resource", server: "weather", uri: "weather://stations" },
  { kind: "file-tool", which: "write", args: { path: "a.md", content: "# A\n\nline" } },
  { kind: "file-tool", which: "read", args: { path: "a.md" } },
  { kind: "file-tool", which: "list", args: { path: "notes" } },
  { kind: "file-tool", which: "replace", args: { path: "a.md", diff: "x" } },
  { kind: "file-tool", which: "search", args: { path: ".", regex: "York", file_pattern: "*.md" } },
  { kind: "question", question: "Which city?", options: ["Paris", "Rome"] },
  { kind: "finish", result: "Sunny tomorrow." },
  { kind: "new-task", context: "We got the forecast; next, write result.md." },
  { kind: "plan-response", response: "First the forecast, then the file." },
];

describe("the dialect registry", () => {
  it("has a dialect for every id, under its own id, with every part", () => {
    expect(Object.keys(DIALECTS).sort()).toEqual([...DIALECT_IDS].sort());
    for (const id of DIALECT_IDS) {
      const dialect = dialectFor(id);
      expect(dialect.id).toBe(id);
      expect(dialect.label).not.toBe("");
      expect(dialect.shortLabel).not.toBe("");
      expect(Array.isArray(dialect.stopSequences)).toBe(true);
      expect(dialect.renderSystemPrompt([weather])).not.toBe("");
      expect(typeof dialect.formatTask("Weather?")).toBe("string");
      expect(typeof dialect.createParser().push).toBe("function");
      expect(dialect.readAll({ content: "", toolCalls: [] })).toEqual([]);
      expect(dialect.observe(null, { kind: "mock", text: "go on" })).toMatchObject({
        content: "go on",
      });
      for (const part of ["tools", "assistantMessage", "hostAction", "withEditedParams", "write"]) {
        expect(typeof dialect[part as keyof typeof dialect]).toBe("function");
      }
    }
  });

  it("lists every dialect for the pickers, by its label, in the registry's order", () => {
    expect(dialectChoices()).toEqual(DIALECT_IDS.map((id) => ({ id, label: DIALECTS[id].label })));
  });

  it("names a stored id's dialect, and none for an id no dialect has", () => {
    for (const id of DIALECT_IDS) expect(knownDialect(id)).toBe(DIALECTS[id]);
    expect(knownDialect("yaml")).toBeUndefined();
  });

  it("sends a stop sequence only for ReAct text, which stops the model before its own Observation", () => {
    const stopping = DIALECT_IDS.filter((id) => dialectFor(id).stopSequences.length > 0);
    expect(stopping).toEqual(["react-text"]);
    expect(dialectFor("react-text").stopSequences).toEqual(["\nObservation:"]);
  });

  it("matches each text dialect's own prompt to it, and no other", () => {
    for (const id of DIALECT_IDS) {
      const prompt = dialectFor(id).renderSystemPrompt([weather]);
      expect(dialectAskedForBy(prompt)).toBe(id === "native" ? undefined : id);
    }
  });

  it.each(DIALECT_IDS)("reads back every host action the %s dialect writes", (id) => {
    const dialect = dialectFor(id);
    for (const action of everyAction) {
      const answer = dialect.write(action);
      const [read, ...more] = dialect.readAll(answer);
      expect(more).toEqual([]);
      if (!read) throw new Error(`${id} read nothing back for ${action.kind}`);
      const { source: _shown, ...host } = dialect.hostAction(read);
      expect(host).toEqual(action);
    }
  });

  it.each(DIALECT_IDS)("reads what the %s dialect's streaming parser reads", (id) => {
    const dialect = dialectFor(id);
    const answer = dialect.write(everyAction[0] as HostActionRequest);
    const parser = dialect.createParser();
    for (const part of partsOf(answer)) parser.push(part);
    const finishReason = answer.toolCalls.length > 0 ? "tool_calls" : "stop";
    const { action } = parser.end({ ...answer, reasoning: "", finishReason });
    expect(action).toEqual(dialect.readAll(answer)[0]);
  });
});

function partsOf(answer: Pick<AssembledAnswer, "content" | "toolCalls">): ModelPart[] {
  return [
    ...(answer.content ? [{ type: "text" as const, text: answer.content }] : []),
    ...answer.toolCalls.map(
      (call, index): ModelPart => ({
        type: "tool-call-delta",
        index,
        id: call.id,
        name: call.name,
        argumentsDelta: call.arguments,
      }),
    ),
  ];
}
