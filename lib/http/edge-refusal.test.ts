import { describe, expect, it } from "vitest";
import { edgeRefusal, isApiPath } from "@/lib/http/edge-refusal";

describe("edgeRefusal", () => {
  it("refuses a path that does not percent-decode, API or not", () => {
    expect(edgeRefusal("GET", "/api/sessions/%ff")?.code).toBe("request:invalid");
    expect(edgeRefusal("PATCH", "/api/sessions/a/messages/%E0%A4%A")?.status).toBe(400);
    expect(edgeRefusal("GET", "/%C0")?.status).toBe(400);
  });

  it("lets well-encoded paths through, spaces and UTF-8 included", () => {
    expect(edgeRefusal("GET", "/api/sessions/%20")).toBeNull();
    expect(edgeRefusal("GET", "/api/sessions/%C3%A9t%C3%A9")).toBeNull();
    expect(edgeRefusal("GET", "/")).toBeNull();
    expect(edgeRefusal("GET", "/_next/static/chunks/a.js")).toBeNull();
  });

  it("does not serve the image optimizer", () => {
    expect(edgeRefusal("GET", "/_next/image")?.code).toBe("route:not_found");
    expect(edgeRefusal("GET", "/_next/image/x")?.status).toBe(404);
    expect(edgeRefusal("GET", "/_next/images-of-mine")).toBeNull();
  });

  it("answers /api itself as an unknown route and an unknown method as not implemented", () => {
    expect(edgeRefusal("GET", "/api")?.code).toBe("route:not_found");
    expect(edgeRefusal("PROPFIND", "/api/health")?.code).toBe("request:method_not_implemented");
    expect(edgeRefusal("PROPFIND", "/")).toBeNull();
    expect(edgeRefusal("OPTIONS", "/api/health")).toBeNull();
  });
});

describe("isApiPath", () => {
  it("is true for /api and below, not for names that merely start alike", () => {
    expect(isApiPath("/api")).toBe(true);
    expect(isApiPath("/api/health")).toBe(true);
    expect(isApiPath("/apis")).toBe(false);
    expect(isApiPath("/")).toBe(false);
  });
});
