import { describe, expect, it } from "vitest";
import { createRecordingFeed } from "@/lib/proxy/recording-feed";
import { type RelayEnd, relayAnswer } from "@/lib/proxy/relay-answer";

/** An endless answer that counts how often it was asked for more. */
function endlessAnswer(): { response: Response; pulls: () => number } {
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      controller.enqueue(new Uint8Array(64 * 1024));
    },
  });
  return { response: new Response(body), pulls: () => pulls };
}

async function yieldTurns(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn += 1) await new Promise((done) => setImmediate(done));
}

describe("relayAnswer", () => {
  it("reads the upstream only as fast as the client reads (backpressure, not buffering)", async () => {
    const { response, pulls } = endlessAnswer();
    const relay = relayAnswer(response, createRecordingFeed(), () => {});
    await yieldTurns(50);
    const idle = pulls();
    expect(idle).toBeLessThanOrEqual(2);
    const reader = relay.body?.getReader();
    for (let read = 0; read < 10; read += 1) await reader?.read();
    await yieldTurns(50);
    expect(pulls()).toBeLessThanOrEqual(idle + 12);
    await reader?.cancel();
  });

  it("hands the recorder each read and says once how the answer ended", async () => {
    const ends: RelayEnd[] = [];
    const feed = createRecordingFeed();
    const relay = relayAnswer(new Response("hello, world"), feed, (end) => ends.push(end));
    const recorded = new Response(feed.stream).text();
    expect(await new Response(relay.body).text()).toBe("hello, world");
    expect(await recorded).toBe("hello, world");
    relay.clientGone();
    expect(ends).toEqual([{ how: "complete", responseBytes: 12 }]);
  });

  it("answers no body for a 204 and ends once it has returned the relay", async () => {
    const ends: RelayEnd[] = [];
    const relay = relayAnswer(new Response(null, { status: 204 }), createRecordingFeed(), (end) =>
      ends.push(end),
    );
    expect(relay.body).toBeNull();
    expect(ends).toEqual([]);
    await Promise.resolve();
    expect(ends).toEqual([{ how: "complete", responseBytes: 0 }]);
  });
});
