import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readJson } from "@/lib/http/read-json";

const schema = z.object({ task: z.string().min(1, "the task is empty") });

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request("http://127.0.0.1:3000/x", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
    duplex: "half",
  } as RequestInit);
}

describe("readJson", () => {
  it("returns the validated body", async () => {
    expect(await readJson(post('{"task":"t"}'), schema)).toEqual({ task: "t" });
  });

  it("names the field a schema rejects", async () => {
    await expect(readJson(post('{"task":""}'), schema)).rejects.toThrow("task: the task is empty");
  });

  it("says the body is empty or not JSON", async () => {
    await expect(readJson(post(""), schema)).rejects.toThrow("empty");
    await expect(readJson(post("{oops"), schema)).rejects.toThrow("not valid JSON");
  });

  it("stops reading a streamed body without Content-Length as soon as it passes the limit", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(32));
        if (pulled > 10_000) controller.close();
      },
    });
    await expect(readJson(post(stream), schema, { maxBytes: 4096 })).rejects.toMatchObject({
      code: "request:too_large",
    });
    expect(pulled).toBeLessThan(20);
  });
});
