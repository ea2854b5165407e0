import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ReceivedSpan,
  receivedJsonSpans,
  startOtlpReceiver,
} from "@/test/support/otlp-receiver";
import { probeServerConfig } from "@/test/support/probe-server";
import { createSession, decide, stepSession } from "@/test/support/session-routes";
import { telemetryToReceiver } from "@/test/support/telemetry-export";
import { testDataDirectory } from "@/test/support/test-data-directory";

/**
 * Issue 20: the weather task, stepped through the session routes with trace export on, reaches
 * a local OTLP/HTTP receiver as one GenAI trace (an `invoke_agent` span, three `chat` spans, two
 * `execute_tool` spans, the MCP `tools/call` under the forecast's), with no secret in it and
 * message content only when opted in (a key planted in the provider's env and one in a server's
 * env, both also in the task, masked); a dead collector costs the steps nothing.
 */

const providerKey = `sk-telemetry-${randomBytes(20).toString("hex")}`;
const serverToken = `probe-telemetry-${randomBytes(12).toString("hex")}`;
const weatherTask = `What's the weather in New York tomorrow? Write the result to result.md (keys ${providerKey} ${serverToken})`;
/** The weather server, and the probe server holding a secret in its env. */
const servers = [
  { name: "weather", transport: "demo" },
  probeServerConfig({ PROBE_TOKEN: serverToken }),
];
testDataDirectory("loupe-telemetry-");
const otlp = telemetryToReceiver();
const { exportTo } = otlp;

beforeAll(() => {
  process.env.OPENAI_API_KEY = providerKey;
});

/** Steps the weather task to its final answer through the routes; answers the statuses. */
async function stepWeatherTask(): Promise<{ id: string; statuses: string[] }> {
  const created = await createSession({
    task: weatherTask,
    model: "demo",
    dialect: "xml",
    servers,
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const statuses: string[] = [];
  for (let turn = 1; turn <= 2; turn += 1) {
    statuses.push((await stepSession(id)).body.status);
    expect((await decide(id, { decision: "execute" })).status).toBe(200);
  }
  statuses.push((await stepSession(id)).body.status);
  return { id, statuses };
}

function only(spans: ReceivedSpan[], name: string): ReceivedSpan {
  const found = spans.filter((span) => span.name === name);
  expect(found.map((span) => span.name)).toEqual([name]);
  return found[0] as ReceivedSpan;
}

describe("trace export of a playground session (http/json)", () => {
  it("sends one invoke_agent trace: three chat spans, two execute_tool spans, the MCP call under the forecast", async () => {
    const running = exportTo({
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_EXPORTER_OTLP_HEADERS: "x-team=loupe%20tests",
    });
    const { id, statuses } = await stepWeatherTask();
    expect(statuses).toEqual(["awaiting-decision", "awaiting-decision", "done"]);
    await running.forceFlush();

    expect(otlp.receiver.batches.length).toBeGreaterThan(0);
    for (const batch of otlp.receiver.batches) {
      expect(batch.path).toBe("/v1/traces");
      expect(batch.contentType).toContain("application/json");
    }
    const spans = receivedJsonSpans(otlp.receiver.batches);
    expect(new Set(spans.map((span) => span.serviceName))).toEqual(new Set(["loupe"]));
    expect(new Set(spans.map((span) => span.traceId)).size).toBe(1);

    const agent = only(spans, "invoke_agent loupe");
    expect(agent.parentSpanId ?? "").toBe("");
    expect(agent.attributes).toMatchObject({
      "gen_ai.operation.name": "invoke_agent",
      "gen_ai.conversation.id": id,
    });

    const chats = spans.filter((span) => span.name === "chat demo");
    expect(chats).toHaveLength(3);
    for (const chat of chats) {
      expect(chat.parentSpanId).toBe(agent.spanId);
      expect(chat.attributes).toMatchObject({
        "gen_ai.operation.name": "chat",
        "gen_ai.provider.name": "demo",
        "gen_ai.request.model": "demo",
        "gen_ai.response.model": "demo",
        "gen_ai.usage.input_tokens": expect.any(Number),
        "gen_ai.usage.output_tokens": expect.any(Number),
        "gen_ai.response.finish_reasons": [expect.any(String)],
      });
      expect(chat.events.map((event) => event.name)).toContain("gen_ai.first_token");
      expect(BigInt(chat.endTimeUnixNano)).toBeGreaterThan(BigInt(chat.startTimeUnixNano));
    }

    const forecast = only(spans, "execute_tool get_forecast");
    const write = only(spans, "execute_tool write_to_file");
    for (const tool of [forecast, write]) {
      expect(tool.parentSpanId).toBe(agent.spanId);
      expect(tool.attributes).toMatchObject({
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.call.id": expect.any(String),
      });
    }
    expect(forecast.attributes["gen_ai.tool.name"]).toBe("get_forecast");
    expect(write.attributes["gen_ai.tool.name"]).toBe("write_to_file");

    const call = only(spans, "tools/call get_forecast");
    expect(call.parentSpanId).toBe(forecast.spanId);
    expect(call.attributes).toMatchObject({
      "mcp.method.name": "tools/call",
      "jsonrpc.request.id": expect.any(String),
      "loupe.mcp.server": "weather",
      "network.transport": "tcp",
    });
    expect(spans.filter((span) => span.parentSpanId === write.spanId)).toEqual([]);
    expect(spans).toHaveLength(1 + 3 + 2 + 1);

    const everything = Buffer.concat(otlp.receiver.batches.map((batch) => batch.body)).toString(
      "utf8",
    );
    expect(everything).not.toContain(providerKey);
    expect(everything).not.toContain(serverToken);
    expect(everything).not.toContain("gen_ai.input.messages");
    expect(everything).not.toContain("gen_ai.output.messages");
    expect(everything).not.toContain("gen_ai.tool.call.arguments");
    expect(everything).not.toContain("New York");
    expect(running.counts()).toMatchObject({ failed: 0, dropped: 0, unreadEvents: 0 });
    expect(running.counts().exported).toBe(spans.length);
  });

  it("carries the content when opted in: masked, the planted key nowhere", async () => {
    const running = exportTo({
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${otlp.receiver.endpoint}/v1/traces`,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: "true",
    });
    await stepWeatherTask();
    await running.forceFlush();
    const spans = receivedJsonSpans(otlp.receiver.batches);
    const chat = spans.find((span) => span.name === "chat demo");
    expect(String(chat?.attributes["gen_ai.input.messages"])).toContain("New York");
    expect(String(chat?.attributes["gen_ai.output.messages"])).toContain("assistant");
    const forecast = only(spans, "execute_tool get_forecast");
    expect(String(forecast.attributes["gen_ai.tool.call.result"])).toContain("24°C");
    expect(JSON.parse(String(forecast.attributes["gen_ai.tool.call.arguments"]))).toMatchObject({
      latitude: 40.7128,
    });
    const everything = Buffer.concat(otlp.receiver.batches.map((batch) => batch.body)).toString(
      "utf8",
    );
    expect(everything).toContain("*".repeat(providerKey.length));
    expect(everything).toContain("*".repeat(serverToken.length));
    expect(everything).not.toContain(providerKey);
    expect(everything).not.toContain(serverToken);
  });
});

describe("trace export over http/protobuf (the default)", () => {
  /**
   * The SDK exposes no protobuf decoder, so the protobuf batches are checked by content type and
   * by the UTF-8 strings protobuf carries verbatim (span names, attribute keys and values).
   */
  it("posts protobuf batches holding the spans, content only when opted in, no secret", async () => {
    const running = exportTo({
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.receiver.endpoint,
      OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: "true",
    });
    await stepWeatherTask();
    await running.forceFlush();
    expect(otlp.receiver.batches.length).toBeGreaterThan(0);
    for (const batch of otlp.receiver.batches) {
      expect(batch.contentType).toBe("application/x-protobuf");
      expect(batch.body.byteLength).toBeGreaterThan(0);
    }
    const everything = Buffer.concat(otlp.receiver.batches.map((batch) => batch.body));
    for (const text of [
      "invoke_agent loupe",
      "chat demo",
      "execute_tool get_forecast",
      "tools/call get_forecast",
      "gen_ai.input.messages",
    ]) {
      expect(everything.includes(Buffer.from(text)), text).toBe(true);
    }
    expect(everything.includes(Buffer.from(providerKey))).toBe(false);
    expect(everything.includes(Buffer.from(serverToken))).toBe(false);
    expect(running.counts()).toMatchObject({ failed: 0, dropped: 0 });
  });
});

/** A port on 127.0.0.1 nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("a dead collector", () => {
  it("costs the steps nothing: the session steps as ever and the failed spans are counted", async () => {
    const running = exportTo({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
    });
    const { statuses } = await stepWeatherTask();
    expect(statuses).toEqual(["awaiting-decision", "awaiting-decision", "done"]);
    await running.forceFlush();
    expect(running.counts()).toMatchObject({ exported: 0, dropped: 0 });
    expect(running.counts().failed).toBe(7);
  });

  it("a collector answering 503 slowly costs the steps nothing either: the spans are counted failed", async () => {
    const refusing = await startOtlpReceiver({ status: 503, delayMs: 300 });
    try {
      const running = exportTo({ OTEL_EXPORTER_OTLP_ENDPOINT: refusing.endpoint });
      const { statuses } = await stepWeatherTask();
      expect(statuses).toEqual(["awaiting-decision", "awaiting-decision", "done"]);
      await running.forceFlush();
      await expect.poll(() => running.counts().failed, { timeout: 30_000 }).toBe(7);
      expect(refusing.batches.length).toBeGreaterThan(0);
      expect(running.counts().exported).toBe(0);
    } finally {
      await refusing.close();
    }
  });

  it("drops and counts the spans past a full queue", async () => {
    const running = exportTo(
      { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${await closedPort()}` },
      { maxQueued: 2 },
    );
    const { statuses } = await stepWeatherTask();
    expect(statuses.at(-1)).toBe("done");
    await running.forceFlush();
    await expect
      .poll(() => running.counts().dropped + running.counts().failed, { timeout: 20_000 })
      .toBe(7);
    expect(running.counts().dropped).toBeGreaterThan(0);
  });
});
