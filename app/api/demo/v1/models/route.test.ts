import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/demo/v1/models/route";

describe("GET /api/demo/v1/models", () => {
  it("lists the demo models in OpenAI's list shape", async () => {
    const response = await GET(new Request("http://127.0.0.1:3000/api/demo/v1/models"), undefined);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { object: string; data: Record<string, unknown>[] };
    expect(body.object).toBe("list");
    expect(body.data.map((model) => model.id)).toEqual(["demo", "demo-sloppy"]);
    for (const model of body.data) {
      expect(model).toMatchObject({
        object: "model",
        owned_by: "loupe-demo",
        created: expect.any(Number),
      });
    }
    expect(body.data[0]?.name).toBe("Demo (scripted)");
  });
});
