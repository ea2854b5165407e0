import { describe, expect, it } from "vitest";
import { GET as getUnknown, POST as postUnknown } from "@/app/api/demo/v1/[...path]/route";
import { GET as getModel } from "@/app/api/demo/v1/models/[id]/route";
import { GET } from "@/app/api/demo/v1/models/route";

const base = "http://127.0.0.1:3000/api/demo/v1";

describe("GET /api/demo/v1/models", () => {
  it("lists the demo models in OpenAI's list shape, labelled as scripted", async () => {
    const response = await GET(new Request(`${base}/models`), undefined);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { object: string; data: Record<string, unknown>[] };
    expect(body.object).toBe("list");
    expect(body.data.map((model) => model.id)).toEqual(["demo", "demo-sloppy", "demo-slow"]);
    for (const model of body.data) {
      expect(model).toMatchObject({
        object: "model",
        owned_by: "loupe-demo",
        created: expect.any(Number),
      });
    }
    expect(body.data.map((model) => model.name)).toEqual([
      "Demo (scripted)",
      "Demo, sloppy (scripted)",
      "Demo, slow (scripted)",
    ]);
  });
});

describe("GET /api/demo/v1/models/:id", () => {
  const get = (id: string) =>
    getModel(new Request(`${base}/models/${id}`), { params: Promise.resolve({ id }) });

  it("answers the model object", async () => {
    const response = await get("demo-sloppy");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: "demo-sloppy",
      object: "model",
      owned_by: "loupe-demo",
      name: "Demo, sloppy (scripted)",
    });
  });

  it("answers an unknown id with OpenAI's JSON 404", async () => {
    const response = await get("gpt-4o");
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({
      type: "invalid_request_error",
      param: "model",
      code: "model_not_found",
    });
    expect(body.error.message).toContain("'gpt-4o' does not exist");
  });
});

describe("any other /api/demo/v1 path", () => {
  it("answers a JSON 404 in OpenAI's error shape, for every method", async () => {
    for (const [handler, method] of [
      [getUnknown, "GET"],
      [postUnknown, "POST"],
    ] as const) {
      const response = await handler(new Request(`${base}/embeddings`, { method }), undefined);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      const body = (await response.json()) as { error: Record<string, unknown> };
      expect(body.error).toMatchObject({ type: "invalid_request_error", code: "unknown_url" });
      expect(body.error.message).toContain(`${method} /api/demo/v1/embeddings`);
    }
  });
});
