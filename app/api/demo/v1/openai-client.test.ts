import OpenAI, { NotFoundError } from "openai";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as unknownPath } from "@/app/api/demo/v1/[...path]/route";
import { POST as chatCompletions } from "@/app/api/demo/v1/chat/completions/route";
import { GET as getModel } from "@/app/api/demo/v1/models/[id]/route";
import { GET as listModels } from "@/app/api/demo/v1/models/route";
import { createInProcessFetch } from "@/lib/http/in-process-fetch";
import { answerFor, nativeForecastName } from "@/test/support/host-actions";

const nativeFinishName =
  answerFor("native", { kind: "finish", result: "" }).toolCalls[0]?.name ?? "";

/**
 * The official `openai` client against the demo model, as a script pointed at Loupe would use
 * it: streaming with and without usage, tool calls, model lookup and an unknown path. The requests
 * reach the route handlers in-process.
 */

const withParams =
  <Params>(
    handler: (request: Request, context: { params: Promise<Params> }) => Promise<Response>,
    params: (url: URL) => Params,
  ) =>
  (request: Request) =>
    handler(request, { params: Promise.resolve(params(new URL(request.url))) });

const client = new OpenAI({
  apiKey: "not-needed",
  baseURL: "http://127.0.0.1:3000/api/demo/v1",
  maxRetries: 0,
  fetch: createInProcessFetch([
    {
      pathPrefix: "/api/demo/v1/chat/completions",
      handler: withParams(chatCompletions, () => ({})),
    },
    {
      pathPrefix: "/api/demo/v1/models/",
      handler: withParams(getModel, (url) => ({
        id: decodeURIComponent(url.pathname.split("/").at(-1) ?? ""),
      })),
    },
    { pathPrefix: "/api/demo/v1/models", handler: withParams(listModels, () => ({})) },
    { pathPrefix: "/api/demo/v1", handler: withParams(unknownPath, () => ({})) },
  ]),
});

const weatherTask = "What's the weather in New York tomorrow? Write the result to result.md";

beforeAll(() => {
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});

describe("the demo model through the official openai client", () => {
  it("streams with usage only when include_usage asks for it, and usage: null before it", async () => {
    const stream = await client.chat.completions.create({
      model: "demo",
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: "user", content: "Say hello" }],
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    const last = chunks.at(-1);
    expect(last?.choices).toEqual([]);
    expect(last?.usage?.total_tokens).toBeGreaterThan(0);
    expect(chunks.slice(0, -1).every((chunk) => chunk.usage === null)).toBe(true);
    expect(chunks.some((chunk) => chunk.choices[0]?.finish_reason === "stop")).toBe(true);

    const withoutUsage = await client.chat.completions.create({
      model: "demo",
      stream: true,
      messages: [{ role: "user", content: "Say hello" }],
    });
    for await (const chunk of withoutUsage) expect(chunk).not.toHaveProperty("usage");
  });

  it("streams a native tool call that the client's own helper assembles", async () => {
    const runner = client.chat.completions.stream({
      model: "demo",
      messages: [{ role: "user", content: weatherTask }],
      tools: [
        {
          type: "function",
          function: {
            name: nativeForecastName,
            description: "Forecast for a point",
            parameters: {
              type: "object",
              properties: { latitude: { type: "number" }, longitude: { type: "number" } },
            },
          },
        },
        {
          type: "function",
          function: {
            name: nativeFinishName,
            parameters: { type: "object", properties: { result: { type: "string" } } },
          },
        },
      ],
    });
    const completion = await runner.finalChatCompletion();
    const call = completion.choices[0]?.message.tool_calls?.[0];
    expect(completion.choices[0]?.finish_reason).toBe("tool_calls");
    expect(call?.type === "function" ? call.function.name : undefined).toBe(nativeForecastName);
    expect(
      JSON.parse(call?.type === "function" ? call.function.arguments : "{}") as unknown,
    ).toEqual({ latitude: 40.7128, longitude: -74.006 });
  });

  it("answers models.list, models.retrieve, and a JSON 404 for what it does not serve", async () => {
    const models = await client.models.list();
    expect(models.data.map((model) => model.id)).toEqual(["demo", "demo-sloppy", "demo-slow"]);
    expect((await client.models.retrieve("demo")).id).toBe("demo");
    await expect(client.models.retrieve("gpt-nothing")).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      client.embeddings.create({ model: "demo", input: "hello" }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
