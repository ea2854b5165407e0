import { describe, expect, it } from "vitest";
import type { PendingRequest, TrafficPage } from "./inspector-api";
import { InspectorLive, type InspectorLiveApi } from "./inspector-live";

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

/** A fake of the two routes: answers traffic pages in turn after the `after` it is asked for. */
function fakeApi(pages: TrafficPage[], pending: PendingRequest[] = []) {
  const asked: number[] = [];
  const api: InspectorLiveApi = {
    traffic: async (_id, after = 0) => {
      asked.push(after);
      const next = pages.find((candidate) => (candidate.messages[0]?.seq ?? 0) > after);
      return next ?? { ...page([]), lastSeq: after };
    },
    pending: async () => ({ pending }),
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
});
