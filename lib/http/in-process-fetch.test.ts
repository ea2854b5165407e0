import { describe, expect, it } from "vitest";
import { createInProcessFetch } from "@/lib/http/in-process-fetch";

describe("createInProcessFetch", () => {
  it("hands a request to the route with the longest matching path prefix", async () => {
    const seen: string[] = [];
    const inProcessFetch = createInProcessFetch([
      {
        pathPrefix: "/api/demo",
        handler: async (request) => {
          seen.push(`demo ${new URL(request.url).pathname}`);
          return new Response("demo");
        },
      },
      {
        pathPrefix: "/api/demo/mcp",
        handler: async (request) => {
          seen.push(`mcp ${request.method} ${await request.text()}`);
          return Response.json({ ok: true }, { status: 201 });
        },
      },
    ]);
    const response = await inProcessFetch("http://127.0.0.1/api/demo/mcp", {
      method: "POST",
      body: "hi",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    await inProcessFetch("http://127.0.0.1/api/demo/mcpx");
    expect(seen).toEqual(["mcp POST hi", "demo /api/demo/mcpx"]);
  });

  it("rejects a request no route matches instead of sending it anywhere", async () => {
    const inProcessFetch = createInProcessFetch([
      { pathPrefix: "/api/demo/mcp", handler: async () => new Response("never") },
    ]);
    await expect(inProcessFetch("https://example.com/elsewhere")).rejects.toThrow(
      /no route for GET https:\/\/example.com\/elsewhere \(routes: \/api\/demo\/mcp\)/,
    );
  });

  it("errors the body and cancels the handler's stream when the request is aborted", async () => {
    let cancelled = false;
    const inProcessFetch = createInProcessFetch([
      {
        pathPrefix: "/stream",
        handler: async () =>
          new Response(
            new ReadableStream<Uint8Array>({
              start(controller) {
                controller.enqueue(new TextEncoder().encode("first"));
              },
              cancel() {
                cancelled = true;
              },
            }),
          ),
      },
    ]);
    const abort = new AbortController();
    const response = await inProcessFetch("http://127.0.0.1/stream", { signal: abort.signal });
    const reader = response.body?.getReader();
    expect(new TextDecoder().decode((await reader?.read())?.value)).toBe("first");
    const pending = reader?.read();
    abort.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(cancelled).toBe(true);
  });

  it("rejects at once when the signal is already aborted", async () => {
    let called = false;
    const inProcessFetch = createInProcessFetch([
      {
        pathPrefix: "/",
        handler: async () => {
          called = true;
          return new Response("no");
        },
      },
    ]);
    await expect(
      inProcessFetch("http://127.0.0.1/x", { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: "AbortError" });
    expect(called).toBe(false);
  });
});
