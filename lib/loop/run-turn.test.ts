import { describe, expect, it } from "vitest";
import { type Dialect, dialectFor } from "@/lib/dialects";
import { foldSessionState } from "@/lib/events/session-state";
import { buildTurnRequest } from "@/lib/loop/run-turn";

const state = foldSessionState([
  {
    sessionId: "s",
    seq: 1,
    at: 1,
    kind: "session.created",
    data: { task: "Weather?", model: "demo", dialect: "xml", systemPrompt: "S" },
  },
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
});
