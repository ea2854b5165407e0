import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCaptureRoute } from "@/app/api/captures/[id]/route";
import { POST as postOpen } from "@/app/api/captures/[id]/session/route";
import { POST as postImport } from "@/app/api/captures/import/route";
import { GET as getSessionRoute } from "@/app/api/sessions/[id]/route";
import type { CaptureView } from "@/lib/api/captures";
import type { SessionView } from "@/lib/api/sessions";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";
import { enterTemporaryDataDirectory } from "@/test/support/inspector-api";
import { readFixture } from "@/test/support/stream-fixtures";

/**
 * Ollama `/api/generate` recordings (test/fixtures/llm-streams/ollama) imported as `ollama`
 * captures with their request: the answer assembles, and the request opens in the playground.
 */

let leaveDataDirectory = () => {};
beforeAll(() => {
  leaveDataDirectory = enterTemporaryDataDirectory("loupe-generate-import-");
});
afterAll(() => leaveDataDirectory());

const request = JSON.parse(readFixture("ollama/generate.request.json")) as Record<string, unknown>;

async function importGenerate(raw: string): Promise<CaptureView & ApiBody> {
  const imported = await call<Record<string, never>, ApiBody & { id: string }>(
    postImport as never,
    apiRequest("/api/captures/import", {
      method: "POST",
      body: { format: "ollama", raw, request },
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
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return read.body;
}

describe("importing an Ollama /api/generate capture", () => {
  it("assembles a streamed answer with thinking and opens its request in the playground", async () => {
    const capture = await importGenerate(readFixture("ollama/generate-thinking.ndjson"));
    expect(capture.assembled).toMatchObject({
      content:
        "The sky looks blue because air molecules scatter short blue wavelengths more than red ones — Rayleigh scattering ☀️.",
      reasoning: "Okay, the user asks why the sky is blue. Rayleigh scattering.",
      finishReason: "stop",
      usage: { input: 31, output: 36, total: 67 },
    });
    const opened = await call<{ id: string }, ApiBody & { id: string }>(
      postOpen,
      apiRequest(`/api/captures/${capture.id}/session`, {
        method: "POST",
        body: { model: "demo" },
      }),
      { id: capture.id },
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const session = await call<{ id: string }, SessionView>(
      getSessionRoute,
      apiRequest(`/api/sessions/${opened.body.id}`),
      { id: opened.body.id },
    );
    expect(session.body.messages).toEqual([
      { role: "system", content: "You are a terse physics tutor." },
      { role: "user", content: "Why is the sky blue? One sentence." },
    ]);
  });

  it("keeps the text before an error line and reports the error", async () => {
    const capture = await importGenerate(readFixture("ollama/generate-error.ndjson"));
    expect(capture.assembled.content).toBe("Light from");
    expect(capture.assembled.error?.message).toMatch(
      /\(line 3, llm\.sse #\d+\): an error was encountered while running the model: unexpected EOF$/,
    );
  });
});
