import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/sessions/[id]/events/route";
import type { NewEvent } from "@/lib/events/types";
import { getEventStore } from "@/lib/store";
import { apiRequest, TEST_TOKEN } from "@/test/support/api-client";
import { exposeGc, heldBytes } from "@/test/support/expose-gc";
import { sseReader } from "@/test/support/sse-reader";

const MB = 1024 * 1024;
/** 400 stored and 100 live events of 100 kB each: a 50 MB session. */
const STORED_EVENTS = 400;
const LIVE_EVENTS = 100;
const EVENT_BASE64_BYTES = 100_000;
const IDLE_CLIENTS = 30;

let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-idle-clients-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

/** `count` network reads of a model stream, as the loop stores them. */
function chunks(count: number, firstOffset: number): NewEvent<"llm.chunk">[] {
  return Array.from({ length: count }, (_, index) => {
    const base64 = randomBytes((EVENT_BASE64_BYTES * 3) / 4).toString("base64");
    return {
      kind: "llm.chunk",
      data: { turn: 1, base64, offset: firstOffset + index, length: base64.length },
    };
  });
}

/** Lets pending pulls and timers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function openEvents(sessionId: string, signal: AbortSignal) {
  const request = apiRequest(`/api/sessions/${sessionId}/events`);
  return GET(new Request(request, { signal }), { params: Promise.resolve({ id: sessionId }) });
}

describe("clients that do not read", () => {
  it("thirty idle clients on a 50 MB session hold less than 100 MB, and a reader still gets every event", async () => {
    const gc = exposeGc();
    const store = getEventStore();
    const { id } = store.createSession({ task: "t", model: "demo", dialect: "xml" });
    for (let offset = 0; offset < STORED_EVENTS; offset += 50) {
      store.appendMany(id, chunks(50, offset));
    }
    await settle();
    gc();
    const before = heldBytes();

    const controllers = Array.from({ length: IDLE_CLIENTS }, () => new AbortController());
    // Held until the end, so nothing here is collected because the test forgot it.
    const idle = await Promise.all(
      controllers.map((controller) => openEvents(id, controller.signal)),
    );
    await settle();
    for (let offset = STORED_EVENTS; offset < STORED_EVENTS + LIVE_EVENTS; offset += 10) {
      store.appendMany(id, chunks(10, offset));
      await settle();
    }
    gc();
    const grown = heldBytes() - before;

    const readerController = new AbortController();
    const response = await openEvents(id, readerController.signal);
    if (!response.body) throw new Error("the events route answers with a body");
    const reader = sseReader(response.body);
    const total = STORED_EVENTS + LIVE_EVENTS;
    await reader.readUntil((received) => received.ids.at(-1) === total);
    readerController.abort();
    for (const controller of controllers) controller.abort();

    expect(idle.every((idleResponse) => idleResponse.status === 200)).toBe(true);
    expect(grown / MB, "MB held by the idle clients").toBeLessThan(100);
    expect(reader.received.ids).toEqual(Array.from({ length: total }, (_, index) => index + 1));
  }, 180_000);
});
