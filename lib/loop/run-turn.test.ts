import { describe, expect, it } from "vitest";
import { type Dialect, dialectFor } from "@/lib/dialects";
import { foldSessionState } from "@/lib/events/session-state";
import type { EventPayloads } from "@/lib/events/types";
import { buildTurnRequest } from "@/lib/loop/run-turn";
import { eventBuilder } from "@/test/support/session-events";

const event = eventBuilder("s");
const created = (data: EventPayloads["session.created"]) => event("session.created", data);

const state = foldSessionState([
  created({ task: "Weather?", model: "demo", dialect: "xml", systemPrompt: "S" }),
]);

const stopping: Dialect = { ...dialectFor("xml"), stopSequences: ["</done>"] };

describe("buildTurnRequest", () => {
  it("sends no stop sequences when neither the dialect nor the session has any", () => {
    expect(buildTurnRequest(state, dialectFor("xml"), "demo")).toEqual({
      model: "demo",
      messages: state.messages,
    });
  });

  it("sends the dialect's stop sequences when the session sets none", () => {
    expect(buildTurnRequest(state, stopping, "demo").params).toEqual({ stop: ["</done>"] });
    const warm = { ...state, params: { temperature: 0.2 } };
    expect(buildTurnRequest(warm, stopping, "demo").params).toEqual({
      temperature: 0.2,
      stop: ["</done>"],
    });
  });

  it("keeps the session's own stop sequences over the dialect's", () => {
    const own = { ...state, params: { stop: ["STOP"] } };
    expect(buildTurnRequest(own, stopping, "demo").params).toEqual({ stop: ["STOP"] });
  });

  it("sends the system prompt with its placeholders filled from the session's servers and task", () => {
    const templated = foldSessionState([
      created({
        task: "Weather?",
        model: "demo",
        dialect: "xml",
        systemPrompt: "Tools:\n{{tools}}\nTask: {{task}} on {{date}}; {{kept}}",
        catalog: [
          {
            name: "weather",
            transportLabel: "built-in demo",
            tools: [{ name: "get_forecast", description: "A forecast.", inputSchema: {} }],
            resources: [],
            resourceTemplates: [],
          },
        ],
      }),
    ]);
    const request = buildTurnRequest(
      templated,
      dialectFor("xml"),
      "demo",
      new Date("2026-12-01T12:00:00Z"),
    );
    expect(request.messages[0]).toEqual({
      role: "system",
      content:
        "Tools:\n- get_forecast (server weather): A forecast.\n  Input schema: {}\nTask: Weather? on 2026-12-01; {{kept}}",
    });
    expect(templated.messages[0]?.content).toContain("{{tools}}");
  });

  it("sends a literal system prompt (a captured request's) exactly as written", () => {
    const captured = "Today is {{date}}. Use {{tools}} for {{task}}.";
    const literal = foldSessionState([
      created({
        task: "Weather?",
        model: "demo",
        dialect: "xml",
        systemPrompt: captured,
        literalSystemPrompt: true,
      }),
    ]);
    const request = buildTurnRequest(literal, dialectFor("xml"), "demo", new Date());
    expect(request.messages[0]).toEqual({ role: "system", content: captured });
    const filled = buildTurnRequest(
      { ...literal, literalSystemPrompt: undefined },
      dialectFor("xml"),
      "demo",
      new Date("2026-12-01T12:00:00Z"),
    );
    expect(filled.messages[0]?.content).toBe("Today is 2026-12-01. Use (no tools) for Weather?.");
  });
});
