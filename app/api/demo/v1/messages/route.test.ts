import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/demo/v1/messages/route";
import { NEW_YORK_FORECAST, readSse, WEATHER_TASK } from "@/test/support/demo-requests";
import { nativeFinishName, nativeForecastName } from "@/test/support/host-actions";

const url = "http://127.0.0.1:3000/api/demo/v1/messages";

function post(body: unknown) {
  const request = new Request(url, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", "anthropic-version": "2023-06-01" },
  });
  return POST(request, undefined);
}

/** A tool as an Anthropic request lists it. */
function tool(name: string, properties: Record<string, unknown>) {
  return { name, description: `Use ${name}.`, input_schema: { type: "object", properties } };
}

const tools = [
  tool(nativeForecastName, { latitude: { type: "number" }, longitude: { type: "number" } }),
  tool("write_to_file", { path: { type: "string" }, content: { type: "string" } }),
  tool(nativeFinishName, { result: { type: "string" } }),
];

const weather = { role: "user", content: WEATHER_TASK };

interface Message {
  type: string;
  model: string;
  content: { type: string; text?: string; id?: string; name?: string; input?: unknown }[];
  stop_reason: string;
  stop_sequence: string | null;
  usage: { input_tokens: number; output_tokens: number };
}

interface StreamEvent {
  type: string;
  index?: number;
  content_block?: { type: string };
  delta?: { type?: string; partial_json?: string };
}

async function message(body: unknown): Promise<Message> {
  const response = await post({ max_tokens: 1024, ...(body as object) });
  expect(response.status).toBe(200);
  return (await response.json()) as Message;
}

async function expectAnthropicError(response: Response, status: number, pattern: RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as {
    type: string;
    error: { type: string; message: string };
  };
  expect(body).toMatchObject({ type: "error", error: { type: "invalid_request_error" } });
  expect(body.error.message).toMatch(pattern);
}

beforeEach(() => vi.stubEnv("LOUPE_DEMO_DELAY_MS", "0"));
afterEach(() => vi.unstubAllEnvs());

describe("POST /api/demo/v1/messages", () => {
  it("answers a plain question with one text message, ending the turn", async () => {
    const body = await message({ model: "demo", messages: [{ role: "user", content: "hi" }] });
    expect(body).toMatchObject({ type: "message", model: "demo", stop_reason: "end_turn" });
    expect(body.content).toEqual([{ type: "text", text: expect.stringContaining("demo") }]);
    expect(body.usage.input_tokens).toBe(1);
    expect(body.usage.output_tokens).toBeGreaterThan(0);
  });

  it("answers any model name (Claude Code names its own) with the script, echoing the name", async () => {
    const request = { messages: [{ role: "user", content: "hi" }] };
    const claude = await message({ ...request, model: "claude-sonnet-4-5" });
    const demo = await message({ ...request, model: "demo" });
    expect(claude.model).toBe("claude-sonnet-4-5");
    expect(claude.content).toEqual(demo.content);
  });

  it("reads system messages among the messages, as Claude Code sends them", async () => {
    const body = await message({
      model: "claude-opus-4-8",
      messages: [
        { role: "user", content: [{ type: "text", text: "hi" }] },
        { role: "system", content: [{ type: "text", text: "Available agent types: none." }] },
      ],
    });
    expect(body).toMatchObject({ type: "message", stop_reason: "end_turn" });
  });

  it("calls a native tool given as Anthropic tools with a tool_use block", async () => {
    const body = await message({ model: "demo", tools, messages: [weather] });
    expect(body.stop_reason).toBe("tool_use");
    expect(body.content.at(-1)).toEqual({
      type: "tool_use",
      id: expect.stringMatching(/^toolu_/),
      name: nativeForecastName,
      input: { latitude: 40.7128, longitude: -74.006 },
    });
  });

  it("reads tool_result blocks as observations: after the forecast it writes the file", async () => {
    const first = await message({ model: "demo", tools, messages: [weather] });
    const call = first.content.at(-1);
    const body = await message({
      model: "demo",
      tools,
      messages: [
        weather,
        { role: "assistant", content: first.content },
        {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: call?.id, content: NEW_YORK_FORECAST }],
        },
      ],
    });
    expect(body.content.at(-1)).toMatchObject({
      type: "tool_use",
      name: "write_to_file",
      input: { path: "result.md" },
    });
  });

  it("says an is_error tool result failed and completes instead of retrying", async () => {
    const first = await message({ model: "demo", tools, messages: [weather] });
    const result = {
      type: "tool_result",
      tool_use_id: first.content.at(-1)?.id,
      content: [{ type: "text", text: "upstream timeout" }],
      is_error: true,
    };
    const body = await message({
      model: "demo",
      tools,
      messages: [
        weather,
        { role: "assistant", content: first.content },
        { role: "user", content: [result] },
      ],
    });
    expect(body.content.at(-1)).toMatchObject({
      type: "tool_use",
      name: nativeFinishName,
      input: { result: expect.stringContaining("upstream timeout") },
    });
  });

  it("writes the xml dialect's text when no tools are given and the system prompt asks for it", async () => {
    const body = await message({
      model: "demo",
      system: [{ type: "text", text: "You are an agent.\n\nTOOL USE\n\n# Tools" }],
      messages: [
        { role: "user", content: [{ type: "text", text: `<task>\n${WEATHER_TASK}\n</task>` }] },
      ],
    });
    expect(body.stop_reason).toBe("end_turn");
    expect(body.content).toHaveLength(1);
    expect(body.content[0]?.text).toMatch(/^<thinking>[\s\S]*<\/thinking>/);
  });

  it("stops at a stop sequence with stop_reason stop_sequence, and at max_tokens", async () => {
    const request = { model: "demo", messages: [{ role: "user", content: "hi" }] };
    const stopped = await message({ ...request, stop_sequences: ["demo"] });
    expect(stopped).toMatchObject({ stop_reason: "stop_sequence", stop_sequence: "demo" });
    expect(stopped.content[0]?.text).not.toContain("demo");
    const cut = await message({ ...request, max_tokens: 2 });
    expect(cut.stop_reason).toBe("max_tokens");
    expect(cut.content[0]?.text).toHaveLength(8);
  });

  it("streams Anthropic's events in order, the tool input as input_json_delta pieces", async () => {
    const response = await post({
      model: "demo",
      max_tokens: 1024,
      stream: true,
      tools,
      messages: [weather],
    });
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const { chunks, items } = await readSse(response.body as ReadableStream<Uint8Array>);
    const events = items.map(
      (item) => JSON.parse("data" in item ? item.data : "{}") as StreamEvent,
    );
    const types = events.map((event) => event.type);
    expect(types.slice(0, 3)).toEqual(["message_start", "ping", "content_block_start"]);
    expect(types.slice(-2)).toEqual(["message_delta", "message_stop"]);
    expect(chunks[0]).toMatch(/^event: message_start\ndata: /);
    const starts = events.filter((event) => event.type === "content_block_start");
    expect(starts.map((event) => [event.index, event.content_block?.type])).toEqual([
      [0, "text"],
      [1, "tool_use"],
    ]);
    const json = events
      .filter((event) => event.delta?.type === "input_json_delta")
      .map((event) => event.delta?.partial_json)
      .join("");
    expect(JSON.parse(json)).toEqual({ latitude: 40.7128, longitude: -74.006 });
    expect(events.filter((event) => event.type === "content_block_stop")).toHaveLength(2);
    expect(events.at(-2)).toMatchObject({
      delta: { stop_reason: "tool_use", stop_sequence: null },
      usage: { output_tokens: expect.any(Number) },
    });
  });

  it("answers Anthropic-shaped 400s for a body it cannot read", async () => {
    await expectAnthropicError(
      await post({ model: "demo", messages: [{ role: "user", content: "hi" }] }),
      400,
      /^max_tokens: Field required$/,
    );
    await expectAnthropicError(
      await post({ model: "demo", max_tokens: 5, messages: [{ role: "tool", content: "hi" }] }),
      400,
      /^messages\[0\]\.role: expected user, assistant or system$/,
    );
    await expectAnthropicError(
      await post({
        model: "demo",
        max_tokens: 5,
        messages: [{ role: "user", content: [{ type: "tool_result", content: "x" }] }],
      }),
      400,
      /tool_use_id: a tool_result block needs/,
    );
  });
});
