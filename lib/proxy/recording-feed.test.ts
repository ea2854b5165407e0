import { describe, expect, it } from "vitest";
import { createRecordingFeed, RECORDING_BATCH_BYTES } from "@/lib/proxy/recording-feed";
import { relayAnswer } from "@/lib/proxy/relay-answer";

/** An upstream answer of `reads` reads of `size` bytes, each byte its read's number. */
function answerOf(reads: number, size: number): Response {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === reads) {
        controller.close();
        return;
      }
      controller.enqueue(new Uint8Array(size).fill(sent % 256));
      sent += 1;
    },
  });
  return new Response(body);
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const reads: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return reads;
    reads.push(value);
  }
}

const total = (parts: readonly Uint8Array[]) =>
  parts.reduce((sum, part) => sum + part.byteLength, 0);

describe("createRecordingFeed", () => {
  it("lets the client read the whole answer before the recorder has a byte, then hands the recorder all of it", async () => {
    const feed = createRecordingFeed();
    const recorded: Uint8Array[] = [];
    let recorderDone = false;
    const recorder = (async () => {
      const reader = feed.stream.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        recorded.push(value);
      }
      recorderDone = true;
    })();
    const relay = relayAnswer(answerOf(40, 1000), feed, () => {});
    const client = await readAll(relay.body as ReadableStream<Uint8Array>);
    expect(total(client)).toBe(40_000);
    expect(recorded).toHaveLength(0);
    await recorder;
    expect(recorderDone).toBe(true);
    expect(Buffer.concat(recorded)).toEqual(Buffer.concat(client));
    expect(Math.max(...recorded.map((part) => part.byteLength))).toBeLessThanOrEqual(
      RECORDING_BATCH_BYTES,
    );
  });

  it("queues no more than its limit and the read that crosses it, so the recorder learns it was cut", async () => {
    const feed = createRecordingFeed(2500);
    for (let read = 0; read < 10; read += 1) feed.push(new Uint8Array(1000));
    feed.close();
    expect(total(await readAll(feed.stream))).toBe(3000);
  });

  it("hands over every queued byte before an upstream failure", async () => {
    const feed = createRecordingFeed();
    feed.push(new Uint8Array(10));
    feed.fail(new Error("the upstream broke off"));
    const reader = feed.stream.getReader();
    expect((await reader.read()).value?.byteLength).toBe(10);
    await expect(reader.read()).rejects.toThrow("the upstream broke off");
  });

  it("aborts its signal after the queued bytes when the client goes away, at once when none wait", async () => {
    const behind = createRecordingFeed();
    behind.push(new Uint8Array(10));
    behind.abort(new Error("the client disconnected"));
    expect(behind.signal.aborted).toBe(false);
    const reader = behind.stream.getReader();
    expect((await reader.read()).value?.byteLength).toBe(10);
    await expect(reader.read()).rejects.toThrow("the client disconnected");
    expect(behind.signal.aborted).toBe(true);

    const caughtUp = createRecordingFeed();
    caughtUp.abort(new Error("the client disconnected"));
    expect(caughtUp.signal.aborted).toBe(true);
  });

  it("times what it hands over by when the bytes arrived", async () => {
    const feed = createRecordingFeed();
    feed.push(new Uint8Array(10));
    const arrived = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(feed.handedAt()).toBeUndefined();
    const reader = feed.stream.getReader();
    await reader.read();
    expect(feed.handedAt()).toBeLessThanOrEqual(arrived);
  });
});
