import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/sessions/[id]/prompt-versions/route";
import { GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postSession } from "@/app/api/sessions/route";
import type { SessionView } from "@/lib/api/sessions";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";

let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-prompt-versions-"));
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
      body: { task: "Weather?", model: "demo", dialect: "json", systemPrompt: "Use {{tools}}." },
    }),
    {},
  );
  return created.body.id as string;
}

function save(id: string, body: unknown, token: string | null = TEST_TOKEN) {
  return call(
    POST,
    apiRequest(`/api/sessions/${id}/prompt-versions`, { method: "POST", body, token }),
    { id },
  );
}

describe("/api/sessions/:id/prompt-versions", () => {
  it("saves named versions in the session's log and lists them, oldest first", async () => {
    const id = await newSession();
    const first = await save(id, { name: "terse", text: "Be brief. {{tools}}" });
    expect(first.status).toBe(201);
    expect(first.body.version).toMatchObject({
      name: "terse",
      dialect: "json",
      text: "Be brief. {{tools}}",
    });
    await save(id, { name: "xml take", text: "<tools>{{tools}}</tools>", dialect: "xml" });

    const listed = await call(GET, apiRequest(`/api/sessions/${id}/prompt-versions`), { id });
    expect(listed.status).toBe(200);
    expect(
      (listed.body.versions as Array<{ name: string; dialect: string }>).map(
        ({ name, dialect }) => [name, dialect],
      ),
    ).toEqual([
      ["terse", "json"],
      ["xml take", "xml"],
    ]);

    const session = await call<{ id: string }, SessionView>(
      getSession,
      apiRequest(`/api/sessions/${id}`),
      { id },
    );
    expect(session.body.events.filter((event) => event.kind === "prompt.version")).toHaveLength(2);
    expect(session.body.promptVersions.map((version) => version.name)).toEqual([
      "terse",
      "xml take",
    ]);
    expect(session.body.systemPrompt).toBe("Use {{tools}}.");
  });

  it("refuses a version without a name, for an unknown session, or without the token", async () => {
    const id = await newSession();
    const unnamed = await save(id, { name: " ", text: "x" });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error?.message).toContain("name");
    const missing = await save("no-such-session", { name: "a", text: "x" });
    expect(missing.status).toBe(404);
    const anonymous = await save(id, { name: "a", text: "x" }, null);
    expect(anonymous.status).toBe(401);
  });
});
