import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { conversationTraceId } from "@/lib/telemetry/trace-ids";
import { type ReceivedSpan, receivedJsonSpans } from "@/test/support/otlp-receiver";
import { proxiedUpstreams } from "@/test/support/proxied-upstreams";
import { captureExchange, captureIdOf, proxyFetch } from "@/test/support/proxy-route";
import { startProxyTestUpstream } from "@/test/support/proxy-test-upstream";
import { telemetryToReceiver } from "@/test/support/telemetry-export";

/**
 * Issue 20: every exchange the logging proxy records reaches a local OTLP/HTTP receiver as a
 * `chat {model}` span with the GenAI attributes and the agent's user-agent, the captures of one
 * agent conversation in one trace (its id derived from the conversation's), and the key the agent
 * sent in its Authorization header nowhere in what was exported.
 */

proxiedUpstreams("loupe-proxy-telemetry-", { AGENT: startProxyTestUpstream });

const agentKey = `sk-agent-${randomBytes(20).toString("hex")}`;
const userAgent = "telemetry-test-agent/1.2.3";
const otlp = telemetryToReceiver();
const { exportTo } = otlp;

/** Sends one streamed chat request of `conversation` through the proxy; answers its capture id. */
async function proxiedChat(conversation: string, text: string): Promise<string> {
  const response = await proxyFetch("http://127.0.0.1:3000/api/proxy/agent/v1/chat/completions", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${agentKey}`,
      "user-agent": userAgent,
      "x-claude-code-session-id": conversation,
    },
    body: JSON.stringify({
      model: "gpt-telemetry",
      stream: true,
      seed: 7,
      messages: [{ role: "user", content: text }],
    }),
  });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  const id = captureIdOf(response);
  await captureExchange(id);
  return id;
}

function chatSpans(): ReceivedSpan[] {
  return receivedJsonSpans(otlp.receiver.batches).filter(
    (span) => span.name === "chat gpt-telemetry",
  );
}

describe("trace export of proxied exchanges", () => {
  it("sends a chat span per exchange, the captures of one conversation in one trace, no key", async () => {
    const running = exportTo({
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    });
    const conversation = `conversation-${randomBytes(6).toString("hex")}`;
    const first = await proxiedChat(conversation, "Plan the refactor.");
    const second = await proxiedChat(conversation, "Now write the tests.");
    const other = await proxiedChat(`other-${conversation}`, "Unrelated question.");
    await running.forceFlush();

    const spans = chatSpans();
    expect(spans).toHaveLength(3);
    const byCapture = new Map(
      spans.map((span) => [String(span.attributes["loupe.capture.id"]), span]),
    );
    const [firstSpan, secondSpan, otherSpan] = [first, second, other].map((id) => {
      const span = byCapture.get(id);
      if (!span) throw new Error(`no span for capture ${id}`);
      return span;
    }) as [ReceivedSpan, ReceivedSpan, ReceivedSpan];

    expect(firstSpan.traceId).toBe(conversationTraceId(conversation));
    expect(secondSpan.traceId).toBe(firstSpan.traceId);
    expect(otherSpan.traceId).not.toBe(firstSpan.traceId);
    for (const span of spans) {
      expect(span.parentSpanId ?? "").toBe("");
      expect(span.kind).toBe(3);
      expect(span.attributes).toMatchObject({
        "gen_ai.operation.name": "chat",
        "gen_ai.provider.name": "openai",
        "gen_ai.request.model": "gpt-telemetry",
        "gen_ai.response.model": "gpt-telemetry",
        "gen_ai.response.finish_reasons": ["stop"],
        "gen_ai.usage.output_tokens": expect.any(Number),
        "user_agent.original": userAgent,
        "http.response.status_code": 200,
        "loupe.proxy.upstream": "agent",
      });
      expect(span.events.map((event) => event.name)).toContain("gen_ai.first_token");
      expect(BigInt(span.endTimeUnixNano)).toBeGreaterThan(BigInt(span.startTimeUnixNano));
    }
    expect(firstSpan.attributes["gen_ai.conversation.id"]).toBe(conversation);

    const everything = Buffer.concat(otlp.receiver.batches.map((batch) => batch.body)).toString(
      "utf8",
    );
    expect(everything).not.toContain(agentKey);
    expect(everything).not.toContain("Plan the refactor.");
    expect(everything).not.toContain("gen_ai.input.messages");
    expect(running.counts()).toMatchObject({ failed: 0, dropped: 0, unreadEvents: 0 });
  });

  it("carries the exchange's messages only when opted in, and still no key", async () => {
    const running = exportTo({
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: "true",
    });
    await proxiedChat(`content-${randomBytes(6).toString("hex")}`, "Plan the refactor.");
    await running.forceFlush();
    const [span] = chatSpans();
    expect(String(span?.attributes["gen_ai.input.messages"])).toContain("Plan the refactor.");
    expect(String(span?.attributes["gen_ai.output.messages"])).toContain("part 7.0");
    const everything = Buffer.concat(otlp.receiver.batches.map((batch) => batch.body)).toString(
      "utf8",
    );
    expect(everything).not.toContain(agentKey);
  });

  it("a dead collector costs a proxied stream nothing: the answer arrives whole, the span is counted failed", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const running = exportTo({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` });
    const id = await proxiedChat(`dead-${randomBytes(6).toString("hex")}`, "Still answered?");
    expect(await captureExchange(id)).toMatchObject({ end: "complete", status: 200 });
    await running.forceFlush();
    expect(running.counts()).toMatchObject({ exported: 0, failed: 1, dropped: 0 });
  });
});
