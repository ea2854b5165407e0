import { describe, expect, it } from "vitest";
import type { PendingRequest } from "./inspector-api";
import { newPendingRequests, pendingNotice } from "./inspector-pending-notice";

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
