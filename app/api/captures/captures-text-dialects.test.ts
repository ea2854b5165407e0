import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCaptureRoute } from "@/app/api/captures/[id]/route";
import { POST as postImport } from "@/app/api/captures/import/route";
import type { CaptureView } from "@/lib/api/captures";
import { type DialectId, hostActionOf } from "@/lib/dialects";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";
import { answerFor, forecastRequest } from "@/test/support/host-actions";
import { enterTemporaryDataDirectory } from "@/test/support/inspector-api";

/**
 * A captured stream read in the text dialects: the answer is replayed in small pieces through
 * the dialect's streaming parser, and every action a whole answer holds is listed.
 */
let leaveDataDirectory = () => {};
beforeAll(() => {
  leaveDataDirectory = enterTemporaryDataDirectory("loupe-captures-text-");
});
afterAll(() => leaveDataDirectory());

/** An OpenAI chat-completions stream carrying `text` in 7-character deltas. */
function openAiStream(text: string): string {
  const deltas: string[] = [];
  for (let index = 0; index < text.length; index += 7) deltas.push(text.slice(index, index + 7));
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finishReason }] });
  return [...deltas.map((content) => chunk({ content })), chunk({}, "stop"), "[DONE]"]
    .map((payload) => `data: ${payload}\n\n`)
    .join("");
}

async function importAndRead(dialect: DialectId, text: string) {
  const imported = await call<Record<string, never>, ApiBody & { id: string }>(
    postImport as never,
    apiRequest("/api/captures/import", {
      method: "POST",
      body: { format: "openai", raw: openAiStream(text), dialect },
    }),
    {},
  );
  expect(imported.status, JSON.stringify(imported.body)).toBe(201);
  const id = imported.body.id;
  const read = await call<{ id: string }, CaptureView & ApiBody>(
    getCaptureRoute,
    apiRequest(`/api/captures/${id}`),
    { id },
  );
  expect(read.status).toBe(200);
  return read.body;
}

describe.each(["react-text", "json"] as const)("a capture read in the %s dialect", (dialect) => {
  it("lists the answer's actions: the forecast, then the final answer", async () => {
    const finish = answerFor(dialect, { kind: "finish", result: "Sunny." }).content;
    const text = `${answerFor(dialect, forecastRequest).content}\n${finish}`;
    const capture = await importAndRead(dialect, text);
    expect(capture.assembled.content).toBe(text);
    const hosts = capture.actions.map((action) => hostActionOf({ dialect, action }));
    const intended = hosts.map((host) => (host.kind === "invalid" ? host.meant?.kind : host.kind));
    expect(intended).toEqual(["mcp-tool", "finish"]);
    const action = capture.actions[0];
    expect(action && text.slice(action.span.start, action.span.end)).toContain(
      "weather.get_forecast",
    );
    const events = capture.events.filter((event) => event.kind === "action");
    expect(events).toHaveLength(1);
  });
});

describe("a json capture whose answer goes on after its blob", () => {
  it("records the whole answer's verdict as the turn's action: the trailing text is located", async () => {
    const text = `${answerFor("json", forecastRequest).content}\nI will wait for the result.`;
    const capture = await importAndRead("json", text);
    const recorded = capture.events.find((event) => event.kind === "action");
    expect(recorded?.kind === "action" && recorded.data.action).toMatchObject({
      valid: false,
      errors: [expect.stringMatching(/^text follows the action blob at line \d+ column 1/)],
    });
  });
});
