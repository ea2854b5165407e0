import { describe, expect, it } from "vitest";
import { DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT } from "@/app/api/[...path]/route";

const handlers = { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS };

function request(method: string, path: string, host = "127.0.0.1:3000"): Request {
  return new Request(`http://127.0.0.1:3000${path}`, { method, headers: { host } });
}

const context = { params: Promise.resolve({ path: ["nope"] }) };

describe("the /api catch-all route", () => {
  it("answers an unknown API path with 404 route:not_found in JSON, whatever the method", async () => {
    for (const [method, handler] of Object.entries(handlers)) {
      const response = await handler(request(method, "/api/nope"), context);
      expect(response.status, method).toBe(404);
      expect(response.headers.get("content-type"), method).toContain("application/json");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      if (method === "HEAD") continue;
      const body = await response.json();
      expect(body.error.code).toBe("route:not_found");
      expect(body.error.message).toContain(`${method} /api/nope`);
    }
  });

  it("still refuses a foreign Host with 403", async () => {
    const response = await GET(request("GET", "/api/nope", "evil.example"), context);
    expect(response.status).toBe(403);
  });
});
