import { describe, expect, it } from "vitest";
import { GET as getCaptureRoute } from "@/app/api/captures/[id]/route";
import { POST as postImport } from "@/app/api/captures/import/route";
import { GET as listCapturesRoute } from "@/app/api/captures/route";
import type { CaptureList, CaptureView } from "@/lib/api/captures";
import {
  type AgentRequest,
  agentRequest,
  CLINE_REQUEST,
  CODEX_REQUEST,
} from "@/test/support/agent-requests";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";
import { proxiedUpstreams } from "@/test/support/proxied-upstreams";
import { captureExchange, captureIdOf, proxyFetch } from "@/test/support/proxy-route";
import { seededStream, startProxyTestUpstream } from "@/test/support/proxy-test-upstream";

/** Sends a request through the proxy to the local upstream and answers its capture's id. */
async function proxied(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await proxyFetch(`http://127.0.0.1:3000/api/proxy/agent${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  const id = captureIdOf(response);
  await captureExchange(id);
  return id;
}

function sent(recorded: AgentRequest, body: Record<string, unknown> = recorded.body) {
  return proxied(recorded.path, body, recorded.headers);
}

async function capture(id: string): Promise<CaptureView> {
  const read = await call<{ id: string }, ApiBody & CaptureView>(
    getCaptureRoute,
    apiRequest(`/api/captures/${id}?events=none`),
    { id },
  );
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return read.body;
}

async function list(query: string): Promise<CaptureList> {
  const answer = await call<Record<string, never>, CaptureList & ApiBody>(
    listCapturesRoute as never,
    apiRequest(`/api/captures${query}`),
    {},
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

proxiedUpstreams("loupe-captures-conversations-", {
  AGENT: startProxyTestUpstream,
});

const cline = agentRequest(CLINE_REQUEST);
const codex = agentRequest(CODEX_REQUEST);

describe("a real agent's conversation through the proxy", () => {
  it("groups the Cline CLI's next request with its first, and diffs what it appended", async () => {
    const firstId = await sent(cline);
    const messages = cline.body.messages as unknown[];
    const secondId = await sent(cline, {
      ...cline.body,
      messages: [
        ...messages,
        {
          role: "assistant",
          content: "Reading the README first.",
          tool_calls: [
            {
              id: "call_1",
              type: "function",
              function: { name: "read_files", arguments: '{"paths":["README.md"]}' },
            },
          ],
        },
        { role: "tool", tool_call_id: "call_1", content: "# Project" },
      ],
    });
    const first = await capture(firstId);
    const second = await capture(secondId);
    expect(first.conversation).toEqual({ id: firstId, by: "prefix", turn: 1, previousId: null });
    expect(first.diff).toBeNull();
    expect(second.conversation).toEqual({
      id: firstId,
      by: "prefix",
      turn: 2,
      previousId: firstId,
    });
    expect(second.diff).toEqual({
      previousId: firstId,
      systemPromptChanged: false,
      systemPrompt: null,
      toolsAdded: [],
      toolsRemoved: [],
      toolsChanged: [],
      messages: [
        { kind: "common", index: 0, count: 1 },
        expect.objectContaining({ kind: "added", index: 1 }),
        expect.objectContaining({ kind: "added", index: 2 }),
      ],
      commonMessages: 1,
      removedMessages: 0,
      addedMessages: [
        {
          role: "assistant",
          text: 'Reading the README first.\nread_files {"paths":["README.md"]}',
        },
        { role: "tool", text: "# Project" },
      ],
    });
    expect(second.anatomy?.tools).toHaveLength(25);
    expect(second.anatomy?.messages.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "tool",
    ]);
    expect(second.anatomy?.systemPrompt.sections.at(-1)?.title).toBe("Plan / Act Modes");
    const { captures } = await list(`?conversation=${encodeURIComponent(firstId)}`);
    expect(captures.map((row) => [row.id, row.conversationId])).toEqual([
      [secondId, firstId],
      [firstId, firstId],
    ]);
  });

  it("starts a new conversation for a request with another first user message", async () => {
    const otherId = await sent(cline, {
      ...cline.body,
      messages: [(cline.body.messages as unknown[])[0], { role: "user", content: "say bye" }],
    });
    expect((await capture(otherId)).conversation).toEqual({
      id: otherId,
      by: "prefix",
      turn: 1,
      previousId: null,
    });
    expect((await list(`?conversation=${otherId}`)).captures.map((row) => row.id)).toEqual([
      otherId,
    ]);
  });

  it("groups the Codex CLI's next Responses request with its first, and diffs the function call and its output", async () => {
    const firstId = await sent(codex);
    const secondId = await sent(codex, {
      ...codex.body,
      input: [
        ...(codex.body.input as unknown[]),
        {
          type: "message",
          role: "assistant",
          content: [{ type: "output_text", text: "Listing the files." }],
        },
        {
          type: "function_call",
          call_id: "call_1",
          name: "exec_command",
          arguments: '{"cmd":"ls"}',
        },
        { type: "function_call_output", call_id: "call_1", output: "README.md" },
      ],
    });
    const first = await capture(firstId);
    const second = await capture(secondId);
    expect(first.anatomy?.tools.map((tool) => tool.name)).toContain("exec_command");
    expect(first.anatomy?.systemPrompt.sections.map((section) => section.title)).toContain(
      "skills_instructions",
    );
    expect(second.conversation).toEqual({
      id: firstId,
      by: "prefix",
      turn: 2,
      previousId: firstId,
    });
    expect(second.diff).toMatchObject({
      previousId: firstId,
      systemPromptChanged: false,
      commonMessages: 2,
      removedMessages: 0,
      addedMessages: [
        { role: "assistant", text: 'Listing the files.\nexec_command {"cmd":"ls"}' },
        { role: "tool", text: "README.md" },
      ],
    });
  });

  it("groups two requests by Claude Code's session header even when their messages differ", async () => {
    const headers = { "x-claude-code-session-id": "00000000-0000-4000-8000-0000000000cc" };
    const body = (text: string) => ({
      model: "claude-test",
      max_tokens: 64,
      system: "You are Claude Code.",
      messages: [{ role: "user", content: text }],
    });
    const firstId = await proxied("/v1/messages", body("first question"), headers);
    const secondId = await proxied("/v1/messages", body("an unrelated question"), headers);
    const second = await capture(secondId);
    expect((await capture(firstId)).conversation).toEqual({
      id: headers["x-claude-code-session-id"],
      by: "header",
      turn: 1,
      previousId: null,
    });
    expect(second.conversation).toEqual({
      id: headers["x-claude-code-session-id"],
      by: "header",
      turn: 2,
      previousId: firstId,
    });
    expect(second.diff).toMatchObject({
      commonMessages: 0,
      removedMessages: 1,
      addedMessages: [{ role: "user", text: "an unrelated question" }],
    });
    const { captures } = await list(
      `?conversation=${encodeURIComponent(headers["x-claude-code-session-id"])}`,
    );
    expect(captures.map((row) => row.id)).toEqual([secondId, firstId]);
  });

  it("weighs an imported capture's request too, which belongs to no conversation", async () => {
    const imported = await call<Record<string, never>, ApiBody & { id: string }>(
      postImport as never,
      apiRequest("/api/captures/import", {
        method: "POST",
        body: { format: "openai", raw: seededStream(3), request: cline.body },
      }),
      {},
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const view = await capture(imported.body.id);
    expect(view.anatomy?.tools).toHaveLength(25);
    expect(view.conversation).toBeNull();
    expect(view.diff).toBeNull();
    const { captures } = await list("?source=import");
    expect(captures.map((row) => [row.id, row.conversationId])).toEqual([[imported.body.id, null]]);
  });
});
