import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCaptureRoute } from "@/app/api/captures/[id]/route";
import { POST as postImport } from "@/app/api/captures/import/route";
import type { CaptureView } from "@/lib/api/captures";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";
import { nativeForecastName } from "@/test/support/host-actions";
import { enterTemporaryDataDirectory } from "@/test/support/inspector-api";

/** Captures holding JSON nested 100,000 levels: stored and read back, never a 500. */

let leaveDataDirectory = () => {};
beforeAll(() => {
  leaveDataDirectory = enterTemporaryDataDirectory("loupe-captures-deep-");
});
afterAll(() => leaveDataDirectory());

const levels = 100_000;
const deepText = `${"[".repeat(levels)}${"]".repeat(levels)}`;

function importRaw(body: unknown) {
  return call<Record<string, never>, ApiBody & { id: string }>(
    postImport as never,
    apiRequest("/api/captures/import", { method: "POST", body }),
    {},
  );
}

async function importAndRead(body: unknown): Promise<CaptureView & ApiBody> {
  const imported = await importRaw(body);
  expect(imported.status, JSON.stringify(imported.body)).toBe(201);
  const id = imported.body.id;
  const read = await call<{ id: string }, CaptureView & ApiBody>(
    getCaptureRoute,
    apiRequest(`/api/captures/${id}`),
    { id },
  );
  expect(read.status, JSON.stringify(read.body).slice(0, 300)).toBe(200);
  return read.body;
}

function sse(...chunks: unknown[]): string {
  return `${chunks.map((chunk) => `data: ${typeof chunk === "string" ? chunk : JSON.stringify(chunk)}\n\n`).join("")}data: [DONE]\n\n`;
}

const textChunk = { choices: [{ index: 0, delta: { content: "Hello" }, finish_reason: null }] };

describe("a capture with JSON nested 100,000 levels", () => {
  it("answers a deep request given as text as its text, not a 500", async () => {
    const capture = await importAndRead({
      format: "openai",
      raw: sse(textChunk),
      request: deepText,
    });
    expect(capture.request).toBe(deepText);
    expect(capture.assembled.content).toBe("Hello");
  });

  it("refuses a deep request given as JSON with a located 400", async () => {
    const refused = await importRaw(
      `{"format":"openai","raw":${JSON.stringify(sse(textChunk))},"request":{"messages":${deepText}}}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toContain("nests deeper than 128 levels");
    expect(refused.body.error?.message).toContain("at request.messages[0]");
  });

  it("skips a deep SSE event with a located problem and keeps the rest", async () => {
    const deepChunk = `{"choices":[{"index":0,"delta":{"content":" there"}}],"extra":${deepText}}`;
    const capture = await importAndRead({ format: "openai", raw: sse(textChunk, deepChunk) });
    expect(capture.assembled.content).toBe("Hello");
    expect(JSON.stringify(capture.events)).toContain(
      "nests deeper than 128 levels of objects and arrays (at extra[0]",
    );
  });

  it("quotes a deep error event as its text instead of walking it", async () => {
    const deepError = `${'{"error":'.repeat(levels)}"overloaded"${"}".repeat(levels)}`;
    const raw = `data: ${JSON.stringify(textChunk)}\n\nevent: error\ndata: ${deepError}\n\n`;
    const capture = await importAndRead({ format: "openai", raw });
    const messages = capture.events.flatMap((event) => {
      const message = (event.data as { message?: unknown }).message;
      return typeof message === "string" ? [message] : [];
    });
    expect(
      messages.some((message) =>
        /^The provider reported an error in the stream .*: \{"error":\{"error":.*…$/.test(message),
      ),
    ).toBe(true);
  });

  it("reads deep tool-call arguments as an invalid action, located", async () => {
    const toolCall = {
      choices: [
        {
          index: 0,
          delta: {
            tool_calls: [
              {
                index: 0,
                id: "call_1",
                type: "function",
                function: { name: nativeForecastName, arguments: `{"days":${deepText}}` },
              },
            ],
          },
          finish_reason: "tool_calls",
        },
      ],
    };
    const capture = await importAndRead({
      format: "openai",
      raw: sse(toolCall),
      dialect: "native",
    });
    const action = capture.actions[0];
    expect(action?.valid).toBe(false);
    expect(JSON.stringify(action)).toContain(
      "arguments nests deeper than 128 levels of objects and arrays (at days[0]",
    );
  });
});
