import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/demo/v1/chat/completions/route";
import { nativeRequest, readSse, xmlRequest } from "@/test/support/demo-requests";
import { nativeForecastName } from "@/test/support/host-actions";

const url = "http://127.0.0.1:3000/api/demo/v1/chat/completions";

function post(body: string, headers: Record<string, string> = {}) {
  const request = new Request(url, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });
  return POST(request, undefined);
}

function postJson(body: unknown) {
  return post(JSON.stringify(body));
}

const { messages } = xmlRequest();

async function expectOpenAiError(
  response: Response,
  status: number,
  param: string | null,
  code: string | null,
) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: Record<string, unknown> };
  expect(body.error).toMatchObject({ type: "invalid_request_error", param, code });
  expect(typeof body.error.message).toBe("string");
  return body.error.message as string;
}

beforeEach(() => vi.stubEnv("LOUPE_DEMO_DELAY_MS", "0"));
afterEach(() => vi.unstubAllEnvs());

describe("POST /api/demo/v1/chat/completions", () => {
  it("answers one chat.completion when stream is absent", async () => {
    const response = await postJson({ model: "demo", messages });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      object: "chat.completion",
      model: "demo",
      system_fingerprint: "loupe-demo",
      choices: [{ index: 0, message: { role: "assistant" }, finish_reason: "stop" }],
    });
    const [choice] = body.choices as { message: { content: string } }[];
    expect(choice?.message.content).toContain("<tool_name>get_forecast</tool_name>");
    expect(body.usage).toMatchObject({
      prompt_tokens: expect.any(Number),
      completion_tokens: expect.any(Number),
    });
  });

  it("streams SSE when stream is true, ending with [DONE]", async () => {
    const response = await postJson({
      model: "demo-sloppy",
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const { chunks, items } = await readSse(response.body as ReadableStream<Uint8Array>);
    expect(chunks[0]).toBe(": DEMO PROCESSING\n\n");
    expect(items.at(-1)).toEqual({ data: "[DONE]" });
    const text = items
      .flatMap((item) => ("data" in item && item.data !== "[DONE]" ? [JSON.parse(item.data)] : []))
      .map(
        (chunk: { choices: { delta?: { content?: string } }[] }) =>
          chunk.choices[0]?.delta?.content ?? "",
      )
      .join("");
    expect(text).toMatch(/"longitude": -74\.006\n\}\n<\/\w+>$/);
    expect(text).not.toContain("</arguments>");
  });

  it("answers a request with tools as a native tool call", async () => {
    const response = await postJson(nativeRequest());
    const body = (await response.json()) as {
      choices: {
        message: { tool_calls: { function: { name: string; arguments: string } }[] };
        finish_reason: string;
      }[];
    };
    expect(body.choices[0]?.finish_reason).toBe("tool_calls");
    expect(body.choices[0]?.message.tool_calls[0]?.function).toEqual({
      name: nativeForecastName,
      arguments: '{"latitude":40.7128,"longitude":-74.006}',
    });
  });

  it("ignores fields it does not read, such as n and user", async () => {
    const response = await postJson({
      model: "demo",
      messages,
      n: 1,
      tools: [],
      temperature: 0,
      user: "x",
    });
    expect(response.status).toBe(200);
  });

  it("accepts content given as an array of text parts", async () => {
    const parts = messages.map((message) => ({
      role: message.role,
      content: [{ type: "text", text: message.content }],
    }));
    const response = await postJson({ model: "demo", messages: parts });
    const body = (await response.json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]?.message.content).toContain("get_forecast");
  });

  it("answers an unknown model with 404 model_not_found", async () => {
    const message = await expectOpenAiError(
      await postJson({ model: "gpt-4o", messages }),
      404,
      "model",
      "model_not_found",
    );
    expect(message).toContain("gpt-4o");
  });

  it("answers malformed JSON with 400", async () => {
    const message = await expectOpenAiError(await post("{ not json"), 400, null, "invalid_json");
    expect(message).toContain("not valid JSON");
  });

  it("answers an empty body with 400 naming the missing model", async () => {
    const message = await expectOpenAiError(
      await post(""),
      400,
      "model",
      "missing_required_parameter",
    );
    expect(message).toBe("Missing required parameter: 'model'.");
  });

  it("answers missing messages with 400 naming messages", async () => {
    await expectOpenAiError(
      await postJson({ model: "demo" }),
      400,
      "messages",
      "missing_required_parameter",
    );
  });

  it("answers an empty messages array with 400", async () => {
    await expectOpenAiError(
      await postJson({ model: "demo", messages: [] }),
      400,
      "messages",
      "empty_array",
    );
  });

  it("answers wrong types with 400 naming the field", async () => {
    await expectOpenAiError(await postJson({ model: 42, messages }), 400, "model", "invalid_type");
    await expectOpenAiError(
      await postJson({ model: "demo", messages: "hi" }),
      400,
      "messages",
      "invalid_type",
    );
    await expectOpenAiError(
      await postJson({ model: "demo", messages, stream: "yes" }),
      400,
      "stream",
      "invalid_type",
    );
    await expectOpenAiError(
      await postJson({ model: "demo", messages, stop: 5 }),
      400,
      "stop",
      "invalid_value",
    );
    await expectOpenAiError(
      await postJson({ model: "demo", messages, stop: ["a", "b", "c", "d", "e"] }),
      400,
      "stop",
      "invalid_value",
    );
    await expectOpenAiError(
      await postJson({ model: "demo", messages, max_tokens: 0 }),
      400,
      "max_tokens",
      "invalid_value",
    );
  });

  it("names the tool field at fault", async () => {
    const message = await expectOpenAiError(
      await postJson({ model: "demo", messages, tools: [{ type: "function", function: {} }] }),
      400,
      "tools[0].function.name",
      "missing_required_parameter",
    );
    expect(message).toBe("Missing required parameter: 'tools[0].function.name'.");
    await expectOpenAiError(
      await postJson({ model: "demo", messages, tools: [{ type: "retrieval" }] }),
      400,
      "tools[0].type",
      "invalid_value",
    );
  });

  it("asks for the call id of a tool message and for string arguments in tool calls", async () => {
    const withTool = [...messages, { role: "tool", content: "result" }];
    const message = await expectOpenAiError(
      await postJson({ model: "demo", messages: withTool }),
      400,
      "messages[2].tool_call_id",
      "missing_required_parameter",
    );
    expect(message).toContain("a tool message needs the id of the call it answers");
    const call = { id: "call_1", type: "function", function: { name: "x", arguments: { a: 1 } } };
    await expectOpenAiError(
      await postJson({
        model: "demo",
        messages: [...messages, { role: "assistant", tool_calls: [call] }],
      }),
      400,
      "messages[2].tool_calls[0].function.arguments",
      "invalid_type",
    );
  });

  it("names the message field at fault", async () => {
    const badRole = [{ role: "robot", content: "hi" }];
    const message = await expectOpenAiError(
      await postJson({ model: "demo", messages: badRole }),
      400,
      "messages[0].role",
      "invalid_value",
    );
    expect(message).toContain("expected one of system");
    const badContent = [{ role: "user", content: 7 }];
    await expectOpenAiError(
      await postJson({ model: "demo", messages: badContent }),
      400,
      "messages[0].content",
      "invalid_value",
    );
  });

  it("answers a body over 1 MiB with 413", async () => {
    const huge = JSON.stringify({
      model: "demo",
      messages: [{ role: "user", content: "x".repeat(1024 * 1024 + 1) }],
    });
    await expectOpenAiError(await post(huge), 413, null, "request_too_large");
  });

  it("refuses a request from another site", async () => {
    const response = await post(JSON.stringify({ model: "demo", messages }), {
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });
});
