import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamModel } from "@/lib/llm/stream-model";
import { MIN_SPLIT_SECRET_RUN } from "@/lib/security/split-secret-scanner";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";
import { helloRequest, modelTarget } from "@/test/support/fake-model-fetch";
import {
  type LocalProviderServer,
  startLocalProviderServer,
} from "@/test/support/local-provider-server";

/**
 * A real model server on 127.0.0.1 that echoes the key it was sent a few characters per SSE
 * event: no event Loupe stores holds the key, not the chunks, the SSE events nor the deltas.
 */

const apiKey = "sk-split-across-events-0123456789abcdef";
let directory = "";
let file = "";
let store: EventStore;
let server: LocalProviderServer;
let writes: "event" | "bytes" = "event";

function sseEvent(content: string): string {
  return `data: ${JSON.stringify({
    id: "chatcmpl-split",
    object: "chat.completion.chunk",
    model: "split",
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;
}

function answerPieces(): string[] {
  const contents = ["Your key is ", ...(apiKey.match(/.{1,3}/g) ?? []), ". Keep it safe."];
  const body = [
    ...contents.map(sseEvent),
    `data: ${JSON.stringify({ id: "chatcmpl-split", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
    "data: [DONE]\n\n",
  ].join("");
  if (writes === "event") return body.split(/(?<=\n\n)/);
  return body.match(/[\s\S]{1,7}/g) ?? [];
}

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), "loupe-split-secret-"));
  file = path.join(directory, "loupe.db");
  store = new EventStore(openDatabase(file));
  server = await startLocalProviderServer(() => ({
    headers: { "content-type": "text/event-stream" },
    pieces: answerPieces(),
    pauseMs: 2,
  }));
});

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

async function streamIntoStore(): Promise<string> {
  const session = store.createSession({ task: "t", model: "split", dialect: "xml" });
  const result = await streamModel({
    turn: 1,
    request: helloRequest,
    target: modelTarget({ baseUrl: `${server.origin}/v1`, apiKey }),
    onEvent: (event) => store.append(session.id, event).seq,
  });
  expect(result.assembled.error).toBeUndefined();
  expect(result.assembled.content).toBe(`Your key is ${apiKey}. Keep it safe.`);
  return session.id;
}

function storedRows(sessionId: string): Array<{ kind: string; data: string }> {
  const database = new Database(file, { readonly: true });
  try {
    return database
      .prepare("SELECT kind, data FROM events WHERE session_id = ? ORDER BY seq")
      .all(sessionId) as Array<{ kind: string; data: string }>;
  } finally {
    database.close();
  }
}

describe.each(["event", "bytes"] as const)(
  "a key streamed back three characters per SSE event, written per %s",
  (how) => {
    it("is in no stored event: chunks, SSE events and deltas are masked across events", async () => {
      writes = how;
      const sessionId = await streamIntoStore();
      const rows = storedRows(sessionId);
      const tail = apiKey.slice(MIN_SPLIT_SECRET_RUN - 1);
      const kinds = new Set(rows.map((row) => row.kind));
      expect(kinds).toEqual(
        new Set(["llm.request", "llm.chunk", "llm.sse", "llm.delta", "llm.response"]),
      );
      for (const row of rows) expect(row.data).not.toContain(apiKey);

      const events = store.events(sessionId);
      const chunkBytes = events.flatMap((event) => {
        if (event.kind !== "llm.chunk") return [];
        const data = event.data as { base64: string; offset: number; length: number };
        const bytes = Buffer.from(data.base64, "base64");
        expect(bytes.byteLength).toBe(data.length);
        return [bytes];
      });
      const body = Buffer.concat(chunkBytes).toString("utf8");
      expect(body.length).toBe(answerPieces().join("").length);
      const deltaText = events
        .flatMap((event) =>
          event.kind === "llm.delta" ? [(event.data as { text: string }).text] : [],
        )
        .join("");
      const sseContents = events
        .flatMap((event) => {
          const data = (event.data as { data?: string }).data;
          if (event.kind !== "llm.sse" || !data?.startsWith("{")) return [];
          return [JSON.parse(data).choices[0].delta.content ?? ""];
        })
        .join("");
      const bodyContents = body
        .split("\n\n")
        .filter((line) => line.startsWith("data: {"))
        .map((line) => JSON.parse(line.slice(6)).choices[0].delta.content ?? "")
        .join("");
      for (const text of [deltaText, sseContents, bodyContents]) {
        expect(text).toContain("Your key is ");
        expect(text).toContain(". Keep it safe.");
        expect(text).not.toContain(tail.slice(0, 6));
      }
      const shown = /^Your key is (.*?)(\**)\. Keep it safe\.$/.exec(deltaText);
      expect(shown?.[1]?.length).toBeLessThan(MIN_SPLIT_SECRET_RUN);
      expect(apiKey.startsWith(shown?.[1] ?? "-")).toBe(true);
      expect((shown?.[1] ?? "") + (shown?.[2] ?? "")).toHaveLength(apiKey.length);
      const response = events.find((event) => event.kind === "llm.response");
      const assembled = (response?.data as { assembled?: { content?: string } } | undefined)
        ?.assembled;
      expect(assembled?.content).toBe(`Your key is ${"*".repeat(apiKey.length)}. Keep it safe.`);
    });
  },
);
