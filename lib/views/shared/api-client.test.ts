import { describe, expect, it } from "vitest";
import { ApiError, createApiClient, type Fetcher, isUnauthorized } from "./api-client";

function fakeFetch(
  status: number,
  body: string,
  calls: Array<{ input: string; init?: RequestInit }> = [],
): Fetcher {
  return async (input, init) => {
    calls.push({ input, init });
    return new Response(body, { status, headers: { "content-type": "application/json" } });
  };
}

describe("createApiClient", () => {
  it("posts JSON with the same-origin credentials and returns the body", async () => {
    const calls: Array<{ input: string; init?: RequestInit }> = [];
    const client = createApiClient(fakeFetch(201, '{"id":"s1"}', calls));
    const created = await client.createSession({
      task: "t",
      model: "demo",
      dialect: "xml",
      systemPrompt: "p",
    });
    expect(created).toEqual({ id: "s1" });
    expect(calls[0]?.input).toBe("/api/sessions");
    expect(calls[0]?.init?.method).toBe("POST");
    expect(calls[0]?.init?.credentials).toBe("same-origin");
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({ task: "t", dialect: "xml" });
  });

  it("turns the API's error shape into an ApiError with its code", async () => {
    const client = createApiClient(
      fakeFetch(400, '{"error":{"code":"request:invalid","message":"task is empty"}}'),
    );
    const failure = await client.step("s1").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: "request:invalid",
      message: "task is empty",
      status: 400,
    });
  });

  it("names the status when an error answer is not JSON", async () => {
    const client = createApiClient(fakeFetch(502, "<html>Bad gateway</html>"));
    await expect(client.getSession("s1")).rejects.toMatchObject({ code: "http:502", status: 502 });
  });

  it("reports an unreachable server as a network error", async () => {
    const client = createApiClient(async () => {
      throw new TypeError("fetch failed");
    });
    await expect(client.auth()).rejects.toMatchObject({ code: "network:unreachable", status: 0 });
  });

  it("encodes the session id and the message index into the path", async () => {
    const calls: Array<{ input: string; init?: RequestInit }> = [];
    const client = createApiClient(fakeFetch(200, '{"ok":true}', calls));
    await client.editMessage("a b", 4, "new text");
    expect(calls[0]?.input).toBe("/api/sessions/a%20b/messages/4");
    expect(calls[0]?.init?.method).toBe("PATCH");
  });
});

describe("the session list's calls", () => {
  it("asks for the list with only the query parts given", async () => {
    const calls: Array<{ input: string; init?: RequestInit }> = [];
    const client = createApiClient(fakeFetch(200, '{"sessions":[]}', calls));
    await client.listSessions();
    await client.listSessions({ q: "  new york ", limit: 20, before: "12.5~abc" });
    await client.listSessions({ q: "   " });
    expect(calls.map((call) => call.input)).toEqual([
      "/api/sessions",
      "/api/sessions?q=new+york&limit=20&before=12.5%7Eabc",
      "/api/sessions",
    ]);
  });

  it("reads a session without its events, renames, duplicates and deletes", async () => {
    const calls: Array<{ input: string; init?: RequestInit }> = [];
    const client = createApiClient(fakeFetch(200, '{"id":"s2"}', calls));
    await client.getSession("s1");
    await client.renameSession("s1", "Paris");
    expect(await client.duplicateSession("s1", { model: "demo-sloppy" })).toEqual({ id: "s2" });
    expect(calls.map((call) => [call.init?.method, call.input])).toEqual([
      ["GET", "/api/sessions/s1?events=none"],
      ["PATCH", "/api/sessions/s1"],
      ["POST", "/api/sessions/s1/duplicate"],
    ]);
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({ title: "Paris" });
    expect(JSON.parse(String(calls[2]?.init?.body))).toEqual({ model: "demo-sloppy" });
  });

  it("takes a 204 with no body as success", async () => {
    const calls: Array<{ input: string; init?: RequestInit }> = [];
    const client = createApiClient(async (input, init) => {
      calls.push({ input, init });
      return new Response(null, { status: 204 });
    });
    await expect(client.deleteSession("s1")).resolves.toBeUndefined();
    expect(calls[0]?.init?.method).toBe("DELETE");
  });
});

describe("isUnauthorized", () => {
  it("recognises Loupe refusing a call without a valid token", async () => {
    const client = createApiClient(
      fakeFetch(401, '{"error":{"code":"security:unauthorized","message":"token missing"}}'),
    );
    const failure = await client.step("s1").catch((error: unknown) => error);
    expect(isUnauthorized(failure)).toBe(true);
  });

  it("leaves other failures alone", () => {
    expect(isUnauthorized(new ApiError("session:not_found", "no such session", 404))).toBe(false);
    expect(isUnauthorized(new ApiError("network:unreachable", "down", 0))).toBe(false);
    expect(isUnauthorized(new Error("401"))).toBe(false);
  });
});
