import { describe, expect, it } from "vitest";
import type { PendingRequest, TrafficExchange, TrafficPage } from "@/lib/api/inspector";
import { InspectorLive, type InspectorLiveApi, mergeExchanges } from "./live";

function page(seqs: number[], more = false): TrafficPage {
  return {
    messages: seqs.map((seq) => ({ seq, at: seq, direction: "out", message: { seq } })),
    exchanges: [],
    stderr: [],
    exits: [],
    lastSeq: seqs.at(-1) ?? 0,
    more,
  };
}

/** What the pending route answers when nothing was refused. */
const noneRefused = { count: 0, limit: 100 };

/** A fake of the two routes: answers traffic pages in turn after the `after` it is asked for. */
function fakeApi(pages: TrafficPage[], pending: PendingRequest[] = []) {
  const asked: number[] = [];
  const api: InspectorLiveApi = {
    traffic: async (_id, after = 0) => {
      asked.push(after);
      const next = pages.find((candidate) => (candidate.messages[0]?.seq ?? 0) > after);
      return next ?? { ...page([]), lastSeq: after };
    },
    pending: async () => ({ pending, ended: [], refused: noneRefused }),
  };
  return { api, asked };
}

describe("InspectorLive", () => {
  it("reads every page until more is false, then asks after the last seq", async () => {
    const { api, asked } = fakeApi([page([1, 2], true), page([3])]);
    const live = new InspectorLive(api, "s1");
    live.start();
    await live.refresh();
    expect(live.getSnapshot().messages.map((message) => message.seq)).toEqual([1, 2, 3]);
    await live.refresh();
    expect(asked.slice(-1)).toEqual([3]);
    live.stop();
  });

  it("keeps the same snapshot when nothing changed and tells listeners of changes only", async () => {
    const { api } = fakeApi([page([1])]);
    const live = new InspectorLive(api, "s1");
    let calls = 0;
    live.subscribe(() => {
      calls += 1;
    });
    live.start();
    await live.refresh();
    const first = live.getSnapshot();
    await live.refresh();
    expect(live.getSnapshot()).toBe(first);
    expect(calls).toBe(1);
    live.stop();
  });

  it("lets the oldest messages go beyond the cap and counts them", async () => {
    const { api } = fakeApi([page([1, 2, 3, 4])]);
    const live = new InspectorLive(api, "s1", { maxItems: 3 });
    live.start();
    await live.refresh();
    expect(live.getSnapshot().messages.map((message) => message.seq)).toEqual([2, 3, 4]);
    expect(live.getSnapshot().dropped).toBe(1);
    live.stop();
  });

  it("shows why a poll failed and clears it once one succeeds", async () => {
    let failing = true;
    const api: InspectorLiveApi = {
      traffic: async () => {
        if (failing) throw new Error("Could not reach Loupe");
        return page([]);
      },
      pending: async () => ({
        pending: [{ requestId: 7, method: "sampling/createMessage", params: {}, at: 1 }],
        ended: [],
        refused: noneRefused,
      }),
    };
    const live = new InspectorLive(api, "s1");
    live.start();
    await live.refresh();
    expect(live.getSnapshot().error).toBe("Could not reach Loupe");
    failing = false;
    await live.refresh();
    expect(live.getSnapshot().error).toBeNull();
    expect(live.getSnapshot().pending.map((request) => request.requestId)).toEqual([7]);
    live.stop();
  });

  it("publishes the requests that ended with their call and the count refused, as they change", async () => {
    let refused = 0;
    const api: InspectorLiveApi = {
      traffic: async () => page([]),
      pending: async () => ({
        pending: [],
        ended: refused
          ? [
              {
                requestId: 3,
                method: "elicitation/create",
                at: 1,
                endedAt: 2,
                why: "its call tools/call timed out",
              },
            ]
          : [],
        refused: { count: refused, limit: 100 },
      }),
    };
    const live = new InspectorLive(api, "s1");
    live.start();
    await live.refresh();
    const before = live.getSnapshot();
    expect(before.refused).toEqual({ count: 0, limit: 100 });
    refused = 1_900;
    await live.refresh();
    expect(live.getSnapshot()).not.toBe(before);
    expect(live.getSnapshot().refused).toEqual({ count: 1_900, limit: 100 });
    expect(live.getSnapshot().ended.map((request) => request.why)).toEqual([
      "its call tools/call timed out",
    ]);
    live.stop();
  });

  it("publishes a request that came again under a reused id (after a Reconnect)", async () => {
    let request: PendingRequest = {
      requestId: 0,
      method: "sampling/createMessage",
      params: 1,
      at: 1,
    };
    const api: InspectorLiveApi = {
      traffic: async () => page([]),
      pending: async () => ({ pending: [request], ended: [], refused: noneRefused }),
    };
    const live = new InspectorLive(api, "s1");
    live.start();
    await live.refresh();
    request = { requestId: 0, method: "sampling/createMessage", params: 2, at: 5 };
    await live.refresh();
    expect(live.getSnapshot().pending).toEqual([request]);
    live.stop();
  });

  it("grows an open exchange with later pages' pieces and replaces it with its final record", async () => {
    const pages: TrafficPage[] = [
      {
        ...page([]),
        exchanges: [stream(1, { open: true, responseBody: "event: endpoint\n" })],
        lastSeq: 1,
      },
      {
        ...page([]),
        exchanges: [],
        chunks: [{ seq: 2, at: 2, exchangeId: "stream-1", text: "data: /messages\n\n" }],
        lastSeq: 2,
      },
      {
        ...page([]),
        exchanges: [stream(5, { responseBody: "whole body", durationMs: 9 })],
        lastSeq: 5,
      },
    ];
    const api: InspectorLiveApi = {
      traffic: async (_id, after = 0) =>
        pages.find((candidate) => candidate.lastSeq > after) ?? { ...page([]), lastSeq: after },
      pending: async () => ({ pending: [], ended: [], refused: noneRefused }),
    };
    const live = new InspectorLive(api, "s1");
    live.start();
    await live.refresh();
    expect(live.getSnapshot().exchanges).toEqual([
      expect.objectContaining({ seq: 1, open: true, responseBody: "event: endpoint\n" }),
    ]);
    await live.refresh();
    expect(live.getSnapshot().exchanges).toEqual([
      expect.objectContaining({
        seq: 1,
        open: true,
        responseBody: "event: endpoint\ndata: /messages\n\n",
      }),
    ]);
    await live.refresh();
    expect(live.getSnapshot().exchanges).toEqual([
      stream(1, { responseBody: "whole body", durationMs: 9 }),
    ]);
    expect(live.getSnapshot().lastSeq).toBe(5);
    live.stop();
  });
});

function stream(seq: number, extra: Partial<TrafficExchange>): TrafficExchange {
  return {
    seq,
    at: seq,
    exchangeId: "stream-1",
    method: "GET",
    url: "http://127.0.0.1:1/sse",
    status: 200,
    requestHeaders: {},
    ...extra,
  };
}

describe("mergeExchanges", () => {
  const open = stream(1, { open: true, responseBody: "a\n" });

  it("adds pieces to the open exchange they belong to, ignoring pieces of others", () => {
    const merged = mergeExchanges([open], {
      exchanges: [],
      chunks: [
        { seq: 2, at: 2, exchangeId: "stream-1", text: "b\n" },
        { seq: 3, at: 3, exchangeId: "gone", text: "x\n" },
      ],
    });
    expect(merged).toEqual([{ ...open, responseBody: "a\nb\n" }]);
  });

  it("adds the keep-alives its pieces count to the open exchange's", () => {
    const merged = mergeExchanges([{ ...open, keepAlives: 3 }], {
      exchanges: [],
      chunks: [{ seq: 2, at: 2, exchangeId: "stream-1", text: ": keepalive\n\n", keepAlives: 1 }],
    });
    expect(merged).toEqual([{ ...open, responseBody: "a\n: keepalive\n\n", keepAlives: 4 }]);
  });

  it("replaces the open exchange with the final one in its place, keeping its seq and time", () => {
    const other = { ...stream(2, {}), exchangeId: "post-1", method: "POST" };
    const merged = mergeExchanges([open, other], {
      exchanges: [stream(7, { responseBody: "a\nb\nc\n", durationMs: 4 })],
    });
    expect(merged).toEqual([stream(1, { responseBody: "a\nb\nc\n", durationMs: 4 }), other]);
  });

  it("appends exchanges it does not hold open, those without an id among them", () => {
    const finished = stream(1, { responseBody: "done" });
    const { exchangeId: _id, ...old } = stream(3, { exchangeId: "x" });
    const again = stream(4, { responseBody: "again" });
    expect(mergeExchanges([finished], { exchanges: [old, again] })).toEqual([finished, old, again]);
  });

  it("leaves the held list untouched", () => {
    const held = [open];
    mergeExchanges(held, { exchanges: [stream(2, { responseBody: "z" })] });
    expect(held).toEqual([open]);
  });
});
