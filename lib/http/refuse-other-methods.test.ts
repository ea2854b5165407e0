import { describe, expect, it } from "vitest";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

const answer = async () => Response.json({ ok: true });

function request(method: string, headers: Record<string, string> = {}): Request {
  return new Request("http://127.0.0.1:3000/api/health", {
    method,
    headers: { host: "127.0.0.1:3000", ...headers },
  });
}

describe("refuseOtherMethods", () => {
  it("gives a handler for each method the route lacks, and none for HEAD when it has GET", () => {
    expect(Object.keys(refuseOtherMethods({ GET: answer })).sort()).toEqual(
      ["DELETE", "PATCH", "POST", "PUT"].sort(),
    );
    expect(Object.keys(refuseOtherMethods({ POST: answer })).sort()).toEqual(
      ["DELETE", "GET", "HEAD", "PATCH", "PUT"].sort(),
    );
  });

  it("answers 405 request:method_not_allowed in JSON with Allow naming the route's methods", async () => {
    const { DELETE } = refuseOtherMethods({ GET: answer });
    const response = await DELETE(request("DELETE"), {});
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    const body = await response.json();
    expect(body.error.code).toBe("request:method_not_allowed");
    expect(body.error.message).toContain("DELETE is not allowed on /api/health");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");

    const { PUT } = refuseOtherMethods({ PATCH: answer, GET: answer });
    expect((await PUT(request("PUT"), {})).headers.get("allow")).toBe("GET, PATCH");
  });

  it("still refuses a foreign Host first", async () => {
    const { POST } = refuseOtherMethods({ GET: answer });
    const response = await POST(request("POST", { host: "evil.example" }), {});
    expect(response.status).toBe(403);
  });
});
