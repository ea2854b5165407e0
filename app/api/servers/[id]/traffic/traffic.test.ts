import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listSessions } from "@/app/api/sessions/route";
import type { TrafficExchange, TrafficMessage } from "@/lib/api/inspector";
import { trafficLogId } from "@/lib/inspector/traffic-log";
import { apiRequest, call } from "@/test/support/api-client";
import {
  inspectorApi,
  type ListedServerEverything,
  listServerEverything,
} from "@/test/support/inspector-api";

/** `GET /api/servers/:id/traffic`: the inspector's messages with a listed server, both ways, in order. */

let servers: ListedServerEverything;
let stdioId = "";
let httpId = "";

beforeAll(async () => {
  servers = await listServerEverything("loupe-inspector-traffic-");
  ({ stdioId, httpId } = servers);
});

afterAll(async () => {
  await servers?.stop();
});

interface TrafficBody {
  messages: TrafficMessage[];
  exchanges: TrafficExchange[];
  stderr: Array<{ seq: number; text: string }>;
  exits: unknown[];
  lastSeq: number;
  more: boolean;
}

async function traffic(id: string, query = ""): Promise<TrafficBody> {
  const { status, body } = await inspectorApi(id).traffic(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as TrafficBody;
}

function methodOf(message: TrafficMessage): string | undefined {
  return (message.message as { method?: string }).method;
}

describe("GET /api/servers/:id/traffic", () => {
  it("is empty before the first connection", async () => {
    expect(await traffic(stdioId)).toEqual({
      messages: [],
      exchanges: [],
      stderr: [],
      exits: [],
      lastSeq: 0,
      more: false,
    });
  });

  it.each([
    ["stdio", () => stdioId],
    ["Streamable HTTP", () => httpId],
  ])(
    "lists every message both ways, in order, responses paired with requests (%s)",
    async (_transport, id) => {
      const api = inspectorApi(id());
      expect((await api.connect()).status).toBe(200);
      const called = await api.rpc({
        method: "tools/call",
        params: { name: "echo", arguments: { message: "traced" } },
      });
      expect(called.status).toBe(200);
      const { messages } = await traffic(id());
      const seqs = messages.map((message) => message.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(messages[0]).toMatchObject({ direction: "out", message: { method: "initialize" } });
      expect(messages[1]).toMatchObject({
        direction: "in",
        message: { result: { protocolVersion: expect.any(String) } },
        latencyMs: expect.any(Number),
      });
      expect(messages.map(methodOf)).toContain("notifications/initialized");
      const request = messages.find((message) => methodOf(message) === "tools/call");
      expect(request?.direction).toBe("out");
      const requestId = (request?.message as { id?: number } | undefined)?.id;
      const answer = messages.find(
        (message) => message.direction === "in" && message.requestId === requestId,
      );
      expect(answer?.seq).toBeGreaterThan(request?.seq as number);
      expect(JSON.stringify(answer?.message)).toContain("Echo: traced");
      expect(messages.every((message) => message.at > 0)).toBe(true);
    },
  );

  it("lists the raw HTTP exchanges of a Streamable HTTP server, session id included", async () => {
    const { exchanges } = await traffic(httpId);
    const initialize = exchanges.find((exchange) => exchange.requestBody?.includes('"initialize"'));
    expect(initialize).toMatchObject({ method: "POST", url: servers.httpUrl, status: 200 });
    expect(initialize?.responseHeaders?.["mcp-session-id"]).toBeTruthy();
    // An exchange is recorded when its response body ends, a moment after the answer in it.
    await expect
      .poll(async () => {
        const later = await traffic(httpId);
        return later.exchanges.find((exchange) => exchange.requestBody?.includes('"tools/call"'))
          ?.responseBody;
      })
      .toContain("Echo: traced");
  });

  it("pages with ?after=", async () => {
    const all = await traffic(httpId);
    const middle = all.messages[2]?.seq as number;
    const rest = await traffic(httpId, `?after=${middle}`);
    expect(rest.messages.every((message) => message.seq > middle)).toBe(true);
    expect(rest.messages.map((message) => message.seq)).toEqual(
      all.messages.filter((message) => message.seq > middle).map((message) => message.seq),
    );
    expect(rest.lastSeq).toBe(all.lastSeq);
    const none = await traffic(httpId, `?after=${all.lastSeq}`);
    expect(none.messages).toEqual([]);
    expect(none.lastSeq).toBe(all.lastSeq);
  });

  it("is not listed among the sessions", async () => {
    const { status, body } = await call(listSessions, apiRequest("/api/sessions"), {});
    expect(status).toBe(200);
    const ids = (body.sessions as Array<{ id: string }>).map((session) => session.id);
    expect(ids).not.toContain(trafficLogId(stdioId));
    expect(ids).not.toContain(trafficLogId(httpId));
  });

  it("refuses an after that is not a whole number, and answers 404 for an unknown server", async () => {
    const bad = await inspectorApi(httpId).traffic("?after=soon");
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain("after must be a whole number");
    const unknown = await inspectorApi("no-such-server").traffic();
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe("server:not_found");
  });
});
