import { describe, expect, it } from "vitest";
import type { PendingRequest } from "@/lib/api/inspector";
import {
  endedNote,
  newPendingRequests,
  pendingNotice,
  refusedNotice,
  selectionGoneNote,
} from "./notice";

const request = (requestId: string | number, method: string) =>
  ({ requestId, method, params: {}, at: 0 }) satisfies PendingRequest;

describe("pendingNotice", () => {
  it("names the kind of request and where to answer it", () => {
    expect(pendingNotice({ method: "sampling/createMessage" })).toBe(
      "The server asks for sampling — answer in Pending",
    );
    expect(pendingNotice({ method: "elicitation/create" })).toBe(
      "The server asks for elicitation — answer in Pending",
    );
    expect(pendingNotice({ method: "x/y" })).toBe("The server asks for x/y — answer in Pending");
  });
});

describe("newPendingRequests", () => {
  it("answers the requests not seen yet, numeric and text ids alike", () => {
    const seen = new Set(["1"]);
    const fresh = newPendingRequests(seen, [
      request(1, "sampling/createMessage"),
      request("b", "elicitation/create"),
    ]);
    expect(fresh.map((item) => item.requestId)).toEqual(["b"]);
  });
});

describe("refusedNotice", () => {
  it("says how many were refused and why, and nothing while none was", () => {
    expect(refusedNotice(null)).toBeNull();
    expect(refusedNotice({ count: 0, limit: 100 })).toBeNull();
    expect(refusedNotice({ count: 1_900, limit: 100 })).toBe(
      "1,900 requests from the server were refused at once: 100 already waited, the most Loupe keeps per connection. The server got an error saying so.",
    );
    expect(refusedNotice({ count: 1, limit: 100 })).toContain(
      "1 request from the server was refused",
    );
  });
});

describe("endedNote", () => {
  it("names the request and why it ended", () => {
    expect(
      endedNote({
        requestId: 3,
        method: "sampling/createMessage",
        at: 1,
        endedAt: 2,
        why: "its call tools/call timed out",
      }),
    ).toBe("sampling/createMessage request 3 ended unanswered: its call tools/call timed out.");
  });
});

describe("selectionGoneNote", () => {
  it("says why the selected request left, from the ended list when it ended with its call", () => {
    const gone = { requestId: 4, method: "elicitation/create", at: 10 };
    const ended = [
      { requestId: 4, method: "elicitation/create", at: 3, endedAt: 5, why: "an older one" },
      { ...gone, endedAt: 20, why: "its call tools/call timed out" },
    ];
    expect(selectionGoneNote(gone, ended)).toBe(
      "The elicitation/create request 4 you had selected no longer waits (it ended unanswered: its call tools/call timed out). Choose another above.",
    );
    expect(selectionGoneNote(gone, [])).toContain("(it was answered, cancelled or timed out)");
  });
});
