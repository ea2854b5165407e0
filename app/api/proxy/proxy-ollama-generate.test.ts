import { beforeAll, describe, expect, it } from "vitest";
import { POST as postOpen } from "@/app/api/captures/[id]/session/route";
import { GET as getSessionRoute } from "@/app/api/sessions/[id]/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import type { SessionView } from "@/lib/api/sessions";
import type { AssembledAnswer } from "@/lib/llm/model-part";
import { getEventStore } from "@/lib/store";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";
import { proxiedUpstreams, sha256 } from "@/test/support/proxied-upstreams";
import { captureExchange, captureIdOf, proxyFetch } from "@/test/support/proxy-route";
import { startReplayingUpstream } from "@/test/support/replaying-upstream";
import { readFixture, splitRandomly } from "@/test/support/stream-fixtures";

/**
 * Ollama's `/api/generate` through the proxy, in front of a local upstream replaying the
 * hand-written recordings of `test/fixtures/llm-streams/ollama` in random writes: the client gets
 * the upstream's bytes, the capture assembles the answer (streamed or whole, thinking, an error
 * line located), and the captured request opens in the playground.
 */

const encoder = new TextEncoder();
const GENERATE = "http://127.0.0.1:3000/api/proxy/ollamareplay/api/generate";
const requestBody = readFixture("ollama/generate.request.json");
const upstreams = proxiedUpstreams("loupe-proxy-generate-", {
  OLLAMAREPLAY: startReplayingUpstream,
});

beforeAll(() => {
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});

/** Posts the fixture's request (with `stream` as given) while the upstream replays `recording`. */
async function generate(recording: string, contentType: string, stream = true) {
  const bytes = encoder.encode(readFixture(recording));
  upstreams.OLLAMAREPLAY.queue(splitRandomly(bytes, 13, 41), contentType);
  const body = { ...(JSON.parse(requestBody) as Record<string, unknown>), stream };
  const response = await proxyFetch(GENERATE, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const received = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, received, captureId: captureIdOf(response) };
}

async function assembledOf(captureId: string): Promise<AssembledAnswer> {
  await captureExchange(captureId);
  const event = getEventStore()
    .events(captureId)
    .find((candidate) => candidate.kind === "llm.response");
  if (event?.kind !== "llm.response") throw new Error(`capture ${captureId} has no answer`);
  return event.data.assembled;
}

describe("Ollama /api/generate through the proxy", () => {
  it("passes a streamed answer with thinking byte for byte and assembles it", async () => {
    const { response, bytes, received, captureId } = await generate(
      "ollama/generate-thinking.ndjson",
      "application/x-ndjson",
    );
    expect(response.status).toBe(200);
    expect(sha256(received)).toBe(sha256(bytes));
    const assembled = await assembledOf(captureId);
    expect(assembled).toMatchObject({
      content:
        "The sky looks blue because air molecules scatter short blue wavelengths more than red ones — Rayleigh scattering ☀️.",
      reasoning: "Okay, the user asks why the sky is blue. Rayleigh scattering.",
      toolCalls: [],
      finishReason: "stop",
      usage: { input: 31, output: 36, total: 67 },
    });
    expect(assembled.error).toBeUndefined();
    const deltas = getEventStore()
      .events(captureId)
      .filter((event) => event.kind === "llm.delta");
    expect(deltas.length).toBeGreaterThan(1);
  });

  it("passes a non-streamed answer (stream: false) through and assembles it", async () => {
    const { bytes, received, captureId } = await generate(
      "ollama/generate-whole.json",
      "application/json; charset=utf-8",
      false,
    );
    expect(sha256(received)).toBe(sha256(bytes));
    expect(await assembledOf(captureId)).toMatchObject({
      content: "Short blue wavelengths scatter most.",
      reasoning: "One sentence, then stop.",
      finishReason: "length",
      usage: { input: 28, output: 8, total: 36 },
    });
  });

  it("captures an error line mid-stream with the line it came on, the text before it kept", async () => {
    const { bytes, received, captureId } = await generate(
      "ollama/generate-error.ndjson",
      "application/x-ndjson",
    );
    expect(sha256(received)).toBe(sha256(bytes));
    const assembled = await assembledOf(captureId);
    expect(assembled.content).toBe("Light from");
    expect(assembled.error?.message).toMatch(
      /^The provider reported an error in the stream \(line 3, llm\.sse #\d+\): an error was encountered while running the model: unexpected EOF$/,
    );
  });

  it("opens the captured request in the playground with its system prompt and one user message", async () => {
    const { captureId } = await generate("ollama/generate-thinking.ndjson", "application/x-ndjson");
    await captureExchange(captureId);
    const opened = await call<{ id: string }, ApiBody & { id: string }>(
      postOpen,
      apiRequest(`/api/captures/${captureId}/session`, {
        method: "POST",
        body: { model: "demo" },
      }),
      { id: captureId },
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const session = opened.body.id;
    const view = () =>
      call<{ id: string }, SessionView>(getSessionRoute, apiRequest(`/api/sessions/${session}`), {
        id: session,
      });
    const created = await view();
    expect(created.body).toMatchObject({
      task: "Why is the sky blue? One sentence.",
      model: "demo",
      systemPrompt: "You are a terse physics tutor.",
    });
    expect(created.body.messages).toEqual([
      { role: "system", content: "You are a terse physics tutor." },
      { role: "user", content: "Why is the sky blue? One sentence." },
    ]);
    const stepped = await call<{ id: string }, ApiBody & { status: string }>(
      postStep,
      apiRequest(`/api/sessions/${session}/step`, { method: "POST" }),
      { id: session },
    );
    expect(stepped.status).toBe(200);
    expect(stepped.body.status).not.toBe("error");
  });
});
