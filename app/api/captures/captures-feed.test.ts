import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createParser } from "eventsource-parser";
import { describe, expect, it, vi } from "vitest";
import { DELETE as deleteCaptureRoute } from "@/app/api/captures/[id]/route";
import { GET as feedRoute } from "@/app/api/captures/events/route";
import { POST as postImport } from "@/app/api/captures/import/route";
import type { CaptureFeedEvent, CaptureListItem } from "@/lib/api/captures";
import { captureFeed, DEFAULT_CAPTURE_FEED_LIMITS } from "@/lib/captures/capture-feed";
import { captureListItem } from "@/lib/captures/list-captures";
import { getEventStore } from "@/lib/store";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";
import { proxiedUpstreams, type StartedUpstream } from "@/test/support/proxied-upstreams";
import { captureExchange, captureIdOf, proxyFetch } from "@/test/support/proxy-route";
import { seededStream, startProxyTestUpstream } from "@/test/support/proxy-test-upstream";

/** Lets the gated upstream's held answer end. */
let releaseGate = () => {};
const GATED_ANSWER = seededStream(3);

/** An upstream that sends the first half of its answer, then waits for `releaseGate()`. */
async function startGatedUpstream(): Promise<StartedUpstream> {
  const gated = createServer((request, response) => {
    request.resume();
    request.on("end", async () => {
      const gate = new Promise<void>((resolve) => {
        releaseGate = resolve;
      });
      response.writeHead(200, { "content-type": "text/event-stream" });
      const half = Math.floor(GATED_ANSWER.length / 2);
      response.write(GATED_ANSWER.slice(0, half));
      await gate;
      response.end(GATED_ANSWER.slice(half));
    });
  });
  await new Promise<void>((resolve) => gated.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(gated.address() as AddressInfo).port}`,
    async close() {
      gated.closeAllConnections();
      await new Promise((resolve) => gated.close(resolve));
    },
  };
}

proxiedUpstreams("loupe-captures-feed-", {
  FEEDLOCAL: startProxyTestUpstream,
  GATED: startGatedUpstream,
});

/** Reads a feed's body message by message, as a browser's EventSource would. */
function feedReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const messages: Array<{ event: string; message: CaptureFeedEvent }> = [];
  const comments: string[] = [];
  const parser = createParser({
    onEvent: (event) =>
      messages.push({ event: event.event ?? "message", message: JSON.parse(event.data) }),
    onComment: (comment) => comments.push(comment.trim()),
  });
  let ended = false;
  return {
    messages,
    comments,
    /** Reads until `stop` holds of what came so far; false when the feed ended first. */
    async readUntil(stop: () => boolean): Promise<boolean> {
      while (!stop()) {
        const { value, done } = await reader.read();
        if (done) {
          ended = true;
          return false;
        }
        parser.feed(decoder.decode(value, { stream: true }));
      }
      return true;
    },
    ended: () => ended,
    cancel: () => reader.cancel(),
  };
}

/** The newest row the feed gave for a capture. */
function lastRow(
  messages: Array<{ message: CaptureFeedEvent }>,
  id: string,
): CaptureListItem | undefined {
  const rows = messages
    .map(({ message }) => message)
    .filter((message) => message.type === "capture" && message.capture.id === id);
  const last = rows.at(-1);
  return last?.type === "capture" ? last.capture : undefined;
}

async function openFeed(signal = new AbortController().signal) {
  const response = await feedRoute(
    new Request(apiRequest("/api/captures/events"), { signal }),
    undefined as never,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  if (!response.body) throw new Error("the feed has no body");
  return feedReader(response.body);
}

function postStream(upstreamName: string, seed: number) {
  return proxyFetch(`http://127.0.0.1:3000/api/proxy/${upstreamName}/v1/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "feed-test/1" },
    body: JSON.stringify({ model: `feed-model-${seed}`, stream: true, seed }),
  });
}

describe("GET /api/captures/events", () => {
  it("asks for the token", async () => {
    const response = await feedRoute(
      apiRequest("/api/captures/events", { token: null }),
      undefined as never,
    );
    expect(response.status).toBe(401);
  });

  it("announces a proxied capture while its upstream still streams, then as it ended", async () => {
    const controller = new AbortController();
    const feed = await openFeed(controller.signal);
    const response = await postStream("gated", 3);
    const id = captureIdOf(response);
    // Read as a client does, so the proxy relays (and records) each byte as it comes.
    const answer = response.text();
    // The upstream holds the second half of its answer until the gate opens below.
    await feed.readUntil(() => lastRow(feed.messages, id) !== undefined);
    expect(lastRow(feed.messages, id)).toMatchObject({
      id,
      source: "proxy",
      upstream: "gated",
      method: "POST",
      path: "/v1/chat/completions",
      status: null,
      model: "feed-model-3",
    });
    expect(feed.messages[0]?.event).toBe("capture");
    // Its progress: the first half of the answer, recorded while the rest is held back.
    const half = Buffer.byteLength(GATED_ANSWER.slice(0, Math.floor(GATED_ANSWER.length / 2)));
    await feed.readUntil(() => lastRow(feed.messages, id)?.responseBytes === half);
    expect(lastRow(feed.messages, id)?.status).toBeNull();

    releaseGate();
    expect(await answer).toBe(GATED_ANSWER);
    await feed.readUntil(() => lastRow(feed.messages, id)?.status === 200);
    expect(lastRow(feed.messages, id)).toMatchObject({
      id,
      status: 200,
      userAgent: "feed-test/1",
      responseBytes: Buffer.byteLength(GATED_ANSWER),
    });
    controller.abort();
  });

  it("announces an import and a deletion", async () => {
    const controller = new AbortController();
    const feed = await openFeed(controller.signal);
    const imported = await call<Record<string, never>, ApiBody & { id: string }>(
      postImport as never,
      apiRequest("/api/captures/import", {
        method: "POST",
        body: { format: "openai", raw: seededStream(4), request: { model: "imported-model" } },
      }),
      {},
    );
    expect(imported.status).toBe(201);
    const id = imported.body.id;
    await feed.readUntil(() => lastRow(feed.messages, id) !== undefined);
    expect(lastRow(feed.messages, id)).toMatchObject({
      id,
      source: "import",
      status: 200,
      model: "imported-model",
    });

    const deleted = await deleteCaptureRoute(
      apiRequest(`/api/captures/${id}`, { method: "DELETE" }),
      { params: Promise.resolve({ id }) },
    );
    expect(deleted.status).toBe(204);
    await feed.readUntil(() => feed.messages.some(({ event }) => event === "deleted"));
    expect(feed.messages.at(-1)).toEqual({ event: "deleted", message: { type: "deleted", id } });
    controller.abort();
  });

  it("frees its listener when the client aborts or cancels", async () => {
    const store = getEventStore();
    const subscribe = store.onChange.bind(store);
    let listening = 0;
    const spy = vi.spyOn(store, "onChange").mockImplementation((listener) => {
      listening += 1;
      const unsubscribe = subscribe(listener);
      return () => {
        listening -= 1;
        unsubscribe();
      };
    });
    try {
      const aborted = new AbortController();
      const first = await openFeed(aborted.signal);
      const second = await openFeed();
      await first.readUntil(() => first.comments.includes("connected"));
      await second.readUntil(() => second.comments.includes("connected"));
      expect(listening).toBe(2);
      aborted.abort();
      expect(await first.readUntil(() => false)).toBe(false);
      expect(first.ended()).toBe(true);
      expect(listening).toBe(1);
      await second.cancel();
      expect(listening).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it("holds one pending id per capture, not its messages, for a client that does not read", async () => {
    const controller = new AbortController();
    const feed = captureFeed(getEventStore(), (id) => captureListItem(id), controller.signal, {
      ...DEFAULT_CAPTURE_FEED_LIMITS,
      queuedBytes: 8 * 1024,
    });
    const ids: string[] = [];
    for (let batch = 0; batch < 20; batch += 1) {
      const made = await Promise.all(
        Array.from({ length: 10 }, async (_, index) => {
          const response = await postStream("feedlocal", batch * 10 + index);
          expect(await response.text()).toBe(seededStream(batch * 10 + index));
          const id = captureIdOf(response);
          await captureExchange(id);
          return id;
        }),
      );
      ids.push(...made);
    }
    // 200 captures of some fifty events each: at most one pending entry per capture.
    expect(feed.pendingCaptures()).toBeGreaterThan(0);
    expect(feed.pendingCaptures()).toBeLessThanOrEqual(ids.length);

    // Read late, the feed still ends with every capture's final row.
    const reader = feedReader(feed.stream);
    await reader.readUntil(() => ids.every((id) => lastRow(reader.messages, id)?.status === 200));
    expect(feed.pendingCaptures()).toBe(0);
    controller.abort();
  }, 120_000);
});
