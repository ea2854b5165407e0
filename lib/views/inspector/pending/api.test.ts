import { describe, expect, it } from "vitest";
import { createPendingDraftApi } from "./api";

function fetcherAnswering(body: unknown, status = 200) {
  const calls: Array<{ input: string; init?: RequestInit }> = [];
  const fetcher = async (input: string, init?: RequestInit) => {
    calls.push({ input, init });
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  };
  return { calls, fetcher };
}

describe("createPendingDraftApi", () => {
  it("posts the model to the request's draft route and unwraps { result }", async () => {
    const result = { role: "assistant", content: { type: "text", text: "hi" }, model: "m" };
    const { calls, fetcher } = fetcherAnswering({ result });
    await expect(createPendingDraftApi(fetcher).draft("srv 1", 7, "m")).resolves.toEqual(result);
    expect(calls[0]?.input).toBe("/api/servers/srv%201/pending/7/draft");
    expect(calls[0]?.init?.method).toBe("POST");
    expect(calls[0]?.init?.body).toBe(JSON.stringify({ model: "m" }));
  });

  it("takes an unwrapped result as it is", async () => {
    const result = { role: "assistant", content: { type: "text", text: "hi" }, model: "m" };
    const { fetcher } = fetcherAnswering(result);
    await expect(createPendingDraftApi(fetcher).draft("s", "a", "m")).resolves.toEqual(result);
  });

  it("rejects with Loupe's error message", async () => {
    const { fetcher } = fetcherAnswering(
      { error: { code: "pending:not_found", message: "gone" } },
      404,
    );
    await expect(createPendingDraftApi(fetcher).draft("s", "a", "m")).rejects.toMatchObject({
      code: "pending:not_found",
      message: "gone",
    });
  });
});
