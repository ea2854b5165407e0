import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteSession, GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { GET as listSessions, POST as postSession } from "@/app/api/sessions/route";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";

let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-json-only-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

const task = { task: "What's the weather in New York tomorrow?", model: "demo", dialect: "xml" };
const url = "http://127.0.0.1:3000/api/sessions";
const authorization = { authorization: `Bearer ${TEST_TOKEN}` };

/** A form's or a simple cross-site fetch's body, each with the type the browser gives it. */
const refusedBodies: Array<[string, () => RequestInit]> = [
  ["text/plain", () => ({ body: JSON.stringify(task) })],
  ["urlencoded", () => ({ body: new URLSearchParams({ [JSON.stringify(task)]: "" }) })],
  [
    "multipart",
    () => {
      const form = new FormData();
      form.set("task", task.task);
      return { body: form };
    },
  ],
  ["missing", () => ({ body: new TextEncoder().encode(JSON.stringify(task)) })],
];

async function sessionCount(): Promise<number> {
  const listed = await call(listSessions, apiRequest("/api/sessions"), {});
  return (listed.body.sessions as unknown[]).length;
}

describe("a write to Loupe's API takes only application/json", () => {
  it.each(refusedBodies)("refuses a %s body with 415 and stores nothing", async (kind, init) => {
    const before = await sessionCount();
    const request = new Request(url, { method: "POST", headers: authorization, ...init() });
    if (kind === "missing") expect(request.headers.get("content-type")).toBeNull();
    const answer = await call(postSession, request, {});
    expect(answer.status).toBe(415);
    expect(answer.body.error?.code).toBe("request:unsupported_media_type");
    expect(answer.body.error?.message).toContain("content-type: application/json");
    expect(await sessionCount()).toBe(before);
  });

  it("takes application/json with a charset", async () => {
    const request = new Request(url, {
      method: "POST",
      headers: { ...authorization, "content-type": "Application/JSON; charset=utf-8" },
      body: JSON.stringify(task),
    });
    expect((await call(postSession, request, {})).status).toBe(201);
  });

  it("refuses a form post or a bare POST to a route that reads no body, and the session does not step", async () => {
    const created = await call(
      postSession,
      apiRequest("/api/sessions", { method: "POST", body: task }),
      {},
    );
    const id = created.body.id as string;
    const stepUrl = `${url}/${id}/step`;
    const forms = [
      new Request(stepUrl, {
        method: "POST",
        headers: { ...authorization, "content-type": "application/x-www-form-urlencoded" },
      }),
      new Request(stepUrl, {
        method: "POST",
        headers: { ...authorization, "content-length": "2" },
        body: new TextEncoder().encode("{}"),
      }),
      // What `fetch(url, { method: "POST", mode: "no-cors" })` sends: no body, no type, no preflight.
      new Request(stepUrl, { method: "POST", headers: authorization }),
    ];
    for (const form of forms) {
      const answer = await call(postStep, form, { id });
      expect(answer.status).toBe(415);
      expect(answer.body.error?.code).toBe("request:unsupported_media_type");
    }
    const session = await call(getSession, apiRequest(`/api/sessions/${id}`), { id });
    expect(session.body.turn).toBe(0);
    const stepped = await call(
      postStep,
      apiRequest(`/api/sessions/${id}/step`, { method: "POST" }),
      {
        id,
      },
    );
    expect(stepped.status).toBe(200);
  });

  it("takes a DELETE without a body or a type (a DELETE is always preflighted)", async () => {
    const created = await call(
      postSession,
      apiRequest("/api/sessions", { method: "POST", body: task }),
      {},
    );
    const id = created.body.id as string;
    const request = new Request(`${url}/${id}`, { method: "DELETE", headers: authorization });
    expect((await call(deleteSession, request, { id })).status).toBe(204);
  });
});
