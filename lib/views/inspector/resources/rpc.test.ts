import { describe, expect, it } from "vitest";
import type { RawRpcAnswer } from "@/lib/api/inspector";
import { ApiError } from "@/lib/views/shared/api-client";
import { requestResult } from "./rpc";

function fakeApi(answer: RawRpcAnswer) {
  const sent: unknown[] = [];
  return {
    sent,
    api: {
      rpc: async (id: string, rpc: unknown) => {
        sent.push({ id, rpc });
        return answer;
      },
    },
  };
}

describe("requestResult", () => {
  it("answers the result and sends the method with its params", async () => {
    const { api, sent } = fakeApi({ result: { resources: [] } });
    await expect(requestResult(api, "s1", "resources/list", { cursor: "c" })).resolves.toEqual({
      resources: [],
    });
    expect(sent).toEqual([
      { id: "s1", rpc: { method: "resources/list", params: { cursor: "c" } } },
    ]);
  });

  it("leaves params out when none are given", async () => {
    const { api, sent } = fakeApi({ result: {} });
    await requestResult(api, "s1", "ping");
    expect(sent).toEqual([{ id: "s1", rpc: { method: "ping" } }]);
  });

  it("rejects a JSON-RPC error with an ApiError naming the method and code", async () => {
    const { api } = fakeApi({ error: { code: -32602, message: "Unknown resource" } });
    const failure = requestResult(api, "s1", "resources/read", { uri: "x://y" });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      code: "mcp:-32602",
      message: "resources/read failed: Unknown resource (JSON-RPC error -32602)",
    });
  });

  it("rejects an answer with no result", async () => {
    const { api } = fakeApi({ notification: true });
    await expect(requestResult(api, "s1", "ping")).rejects.toThrow("ping got no result");
  });
});
