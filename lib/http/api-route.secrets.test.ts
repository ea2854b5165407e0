import { describe, expect, it } from "vitest";
import { LoupeError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api-route";
import { registerSecret } from "@/lib/security/secret-registry";

const url = "http://127.0.0.1:3000/api/thing";
const key = "sk-api-route-0123456789";
const stars = "*".repeat(key.length);

describe("apiRoute and secrets", () => {
  it("masks a known secret in an error message it answers", async () => {
    registerSecret(key);
    const handler = apiRoute({ token: false }, () => {
      throw new LoupeError("model:request_failed", `upstream said: invalid key ${key}`);
    });
    const response = await handler(new Request(url), {});
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { code: "model:request_failed", message: `upstream said: invalid key ${stars}` },
    });
  });

  it("masks a known secret anywhere in a JSON answer, keeping status and headers", async () => {
    registerSecret(key);
    const handler = apiRoute({ token: false }, () =>
      Response.json(
        { observation: { text: `echo: ${key}`, [key]: [key] } },
        { status: 201, headers: { "x-kept": "yes" } },
      ),
    );
    const response = await handler(new Request(url), {});
    expect(response.status).toBe(201);
    expect(response.headers.get("x-kept")).toBe("yes");
    expect(await response.json()).toEqual({
      observation: { text: `echo: ${stars}`, [stars]: [stars] },
    });
  });

  it("passes an answer without a secret on unchanged, and leaves streams alone", async () => {
    const json = apiRoute({ token: false }, () => Response.json({ ok: true }));
    expect(await (await json(new Request(url), {})).json()).toEqual({ ok: true });
    const body = new ReadableStream<Uint8Array>();
    const stream = apiRoute(
      { token: false },
      () => new Response(body, { headers: { "content-type": "text/event-stream" } }),
    );
    expect((await stream(new Request(url), {})).body).toBe(body);
  });
});
