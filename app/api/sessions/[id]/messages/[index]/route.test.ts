import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE, GET, PATCH } from "@/app/api/sessions/[id]/messages/[index]/route";
import { GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postSession } from "@/app/api/sessions/route";
import type { SessionView } from "@/lib/api/sessions";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";

let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-message-index-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function newSession(): Promise<string> {
  const created = await call(
    postSession,
    apiRequest("/api/sessions", {
      method: "POST",
      body: { task: "What's the weather in New York tomorrow?", model: "demo", dialect: "xml" },
    }),
    {},
  );
  return created.body.id as string;
}

/** PATCH with `index` as Next hands it to the route: already percent-decoded. */
function patch(id: string, index: string, content: string) {
  return call(
    PATCH,
    apiRequest(`/api/sessions/${id}/messages/${encodeURIComponent(index)}`, {
      method: "PATCH",
      body: { content },
    }),
    { id, index },
  );
}

async function messages(id: string): Promise<SessionView["messages"]> {
  const session = await call<{ id: string }, SessionView>(
    getSession,
    apiRequest(`/api/sessions/${id}`),
    { id },
  );
  return session.body.messages;
}

describe("PATCH /api/sessions/:id/messages/:index", () => {
  it("refuses an index that is not a plain decimal with 400, editing nothing", async () => {
    const id = await newSession();
    const before = await messages(id);
    for (const index of [" ", "0x1", "-1", "1.0", "01", "+1", "1e0", ""]) {
      const answer = await patch(id, index, "HIJACKED");
      expect(answer.status, JSON.stringify(index)).toBe(400);
      expect(answer.body.error?.code).toBe("request:invalid");
    }
    expect(await messages(id)).toEqual(before);
  });

  it("edits the message a plain decimal names", async () => {
    const id = await newSession();
    expect((await patch(id, "0", "You are terse.")).status).toBe(200);
    expect((await messages(id))[0]?.content).toBe("You are terse.");
  });

  it("answers another method with 405 and Allow: PATCH", async () => {
    for (const [method, handler] of [
      ["GET", GET],
      ["DELETE", DELETE],
    ] as const) {
      const response = await handler(apiRequest("/api/sessions/x/messages/0", { method }), {});
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("PATCH");
      expect((await response.json()).error.code).toBe("request:method_not_allowed");
    }
  });
});
