import { describe, expect, it } from "vitest";
import { requestJson } from "@/lib/views/shared/api-client";

/** What the browser's client sent, for each request. */
function recordingFetcher(sent: RequestInit[]) {
  return async (_input: string, init?: RequestInit) => {
    sent.push(init ?? {});
    return Response.json({ ok: true });
  };
}

describe("requestJson and Loupe's JSON-only writes", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])(
    "sends a %s body as content-type: application/json",
    async (method) => {
      const sent: RequestInit[] = [];
      await requestJson(recordingFetcher(sent), "/api/thing", { method, body: { a: 1 } });
      expect(new Headers(sent[0]?.headers).get("content-type")).toBe("application/json");
      expect(sent[0]?.body).toBe('{"a":1}');
    },
  );

  it.each(["POST", "DELETE"])(
    "sends a %s without a body as JSON too, since the API refuses a bare POST",
    async (method) => {
      const sent: RequestInit[] = [];
      await requestJson(recordingFetcher(sent), "/api/thing", { method });
      expect(sent[0]?.body).toBeUndefined();
      expect(new Headers(sent[0]?.headers).get("content-type")).toBe("application/json");
    },
  );

  it("sends a GET with no type", async () => {
    const sent: RequestInit[] = [];
    await requestJson(recordingFetcher(sent), "/api/thing");
    expect(new Headers(sent[0]?.headers).get("content-type")).toBeNull();
  });
});
