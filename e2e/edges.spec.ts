import { expect, test } from "@playwright/test";
import { loupePort, type RawAnswer, rawRequest } from "./support/raw-request";

const token = "e2e-token";
const foreignHost = "evil.example";

/** The path of one script the playground page loads from `/_next/static/`. */
async function staticScriptPath(): Promise<string> {
  const page = await rawRequest("/");
  const path = page.body.match(/\/_next\/static\/[^"'\s?]+\.js/)?.[0];
  if (!path) throw new Error("the playground page names no /_next/static script");
  return path;
}

function errorCode(answer: RawAnswer): string | undefined {
  expect(answer.headers["content-type"]).toContain("application/json");
  return (JSON.parse(answer.body) as { error?: { code?: string } }).error?.code;
}

function expectSecurityHeaders(answer: RawAnswer, what: string): void {
  const policy = String(answer.headers["content-security-policy"] ?? "");
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).toContain("object-src 'none'");
  expect(policy, what).toContain("connect-src 'self'");
  expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
  expect(answer.headers["referrer-policy"], what).toBe("no-referrer");
}

test("a foreign Host gets 403 JSON on the image optimizer, a static script and the icon", async () => {
  const paths = [
    "/_next/image?url=%2Fapi%2Fdemo%2Fsse&w=64&q=75",
    await staticScriptPath(),
    "/icon.svg",
  ];
  for (const path of paths) {
    const answer = await rawRequest(path, { host: foreignHost });
    expect(answer.status, path).toBe(403);
    expect(errorCode(answer), path).toBe("security:forbidden_host");
    expectSecurityHeaders(answer, path);
  }
});

test("the image optimizer is not served, even to a local Host", async () => {
  const answer = await rawRequest("/_next/image?url=%2Fapi%2Fdemo%2Fsse&w=64&q=75");
  expect(answer.status).toBe(404);
  expect(errorCode(answer)).toBe("route:not_found");
});

test("the page, an API answer and a static file carry the security headers", async () => {
  const script = await staticScriptPath();
  for (const path of ["/", "/api/health", script, "/icon.svg"]) {
    const answer = await rawRequest(path);
    expect(answer.status, path).toBe(200);
    expectSecurityHeaders(answer, path);
  }
});

test("an Origin with Loupe's host and port but another scheme is refused", async () => {
  const answer = await rawRequest("/api/models", {
    headers: { origin: `https://127.0.0.1:${loupePort}` },
  });
  expect(answer.status).toBe(403);
  expect(errorCode(answer)).toBe("security:forbidden_origin");
});

test("an unknown API path is a JSON 404 whatever the method", async () => {
  for (const method of ["GET", "POST", "DELETE"]) {
    const answer = await rawRequest("/api/nope", { method });
    expect(answer.status, method).toBe(404);
    expect(errorCode(answer), method).toBe("route:not_found");
  }
});

test("a wrong method on a known route is a JSON 405 naming the allowed ones", async () => {
  const answer = await rawRequest("/api/health", { method: "DELETE" });
  expect(answer.status).toBe(405);
  expect(answer.headers.allow).toBe("GET");
  expect(errorCode(answer)).toBe("request:method_not_allowed");
});

test("a path that does not percent-decode is a JSON 400", async () => {
  const answer = await rawRequest("/api/sessions/%ff", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(400);
  expect(errorCode(answer)).toBe("request:invalid");
});

test("a message index of %20 is a 400 and leaves the system prompt alone", async ({ request }) => {
  const authorization = { authorization: `Bearer ${token}` };
  const created = await request.post("/api/sessions", {
    headers: authorization,
    data: { task: "What's the weather in New York tomorrow?", model: "demo", dialect: "xml" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const systemPrompt = async () => {
    const session = await request.get(`/api/sessions/${id}`, { headers: authorization });
    const { messages } = (await session.json()) as { messages: { content: string }[] };
    return messages[0]?.content;
  };
  const before = await systemPrompt();

  for (const index of ["%20", "0x1", "-1"]) {
    const answer = await rawRequest(`/api/sessions/${id}/messages/${index}`, {
      method: "PATCH",
      headers: { ...authorization, "content-type": "application/json" },
      body: JSON.stringify({ content: "HIJACKED" }),
    });
    expect(answer.status, index).toBe(400);
    expect(errorCode(answer), index).toBe("request:invalid");
  }
  expect(await systemPrompt()).toBe(before);
});
