import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { POST as postSession } from "@/app/api/sessions/route";
import type { SessionView } from "@/lib/api/sessions";
import type { LoupeEvent } from "@/lib/events/types";
import { apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";

/** A session's prompt with placeholders, stepped against the demo model and weather server. */

let dataDirectory = "";

beforeAll(() => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), "loupe-prompt-template-"));
  process.env.LOUPE_DATA_DIR = dataDirectory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  process.env.LOUPE_DEMO_DELAY_MS = "0";
});

afterAll(() => {
  rmSync(dataDirectory, { recursive: true, force: true });
});

describe("a system prompt with placeholders", () => {
  it("is sent with the connected servers' tools, the task and the day filled in, and kept as written", async () => {
    const systemPrompt =
      "Tools:\n{{tools}}\nServers:\n{{mcp_servers}}\nTask: {{task}}\nDay: {{date}}\n{{other}}";
    const created = await call(
      postSession,
      apiRequest("/api/sessions", {
        method: "POST",
        body: { task: "Weather in Oslo?", model: "demo", dialect: "xml", systemPrompt },
      }),
      {},
    );
    const id = created.body.id as string;
    await call(postStep, apiRequest(`/api/sessions/${id}/step`, { method: "POST" }), { id });
    const session = await call<{ id: string }, SessionView>(
      getSession,
      apiRequest(`/api/sessions/${id}`),
      { id },
    );
    const request = session.body.events.find(
      (event): event is LoupeEvent<"llm.request"> => event.kind === "llm.request",
    );
    const body = JSON.parse(request?.data.body ?? "{}") as { messages: Array<{ content: string }> };
    const sent = body.messages[0]?.content ?? "";
    expect(sent).toContain("- get_forecast (server weather)");
    expect(sent).toContain("Input schema: {");
    expect(sent).toContain("- weather (");
    expect(sent).toContain("Task: Weather in Oslo?");
    expect(sent).toMatch(/Day: \d{4}-\d{2}-\d{2}/);
    expect(sent).toContain("{{other}}");
    expect(sent).not.toContain("{{tools}}");
    expect(session.body.systemPrompt).toBe(systemPrompt);
  });
});
