import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type {
  PromptAnatomy as Anatomy,
  CaptureView,
  RequestDiff as Diff,
} from "@/lib/api/captures";
import { groupConversations, type TrafficGroup } from "@/lib/views/traffic/groups";
import { captureListItem } from "@/test/support/capture-list-item";
import { markupText } from "@/test/support/markup-text";
import { CaptureExchange } from "./capture-exchange";
import { ConversationHeader } from "./conversation-header";
import { PromptAnatomy } from "./prompt-anatomy";
import { RequestDiff } from "./request-diff";
import { TrafficTableRow } from "./traffic-table-row";

const noop = () => {};

const anatomy: Anatomy = {
  systemPrompt: {
    characters: 1000,
    tokens: 250,
    sections: [
      { title: "Rules", characters: 750, tokens: 188 },
      { title: "Style", characters: 250, tokens: 63 },
    ],
  },
  tools: [
    { name: "read_file", characters: 120 },
    { name: "execute_command", characters: 360 },
  ],
  messages: [
    { role: "user", characters: 20 },
    { role: "assistant", characters: 30 },
    { role: "user", characters: 40 },
  ],
};

describe("PromptAnatomy", () => {
  const html = renderToStaticMarkup(createElement(PromptAnatomy, { anatomy }));

  it("shows each section of the system prompt with its size, as a bar of its share", () => {
    expect(markupText(html)).toContain("System prompt 1,000 characters · 250 tokens");
    expect(markupText(html)).toContain("Rules 750 characters · 188 tokens (75%)");
    expect(html).toContain('style="width:75%"');
  });

  it("lists the tools largest first and the messages by role", () => {
    expect(markupText(html)).toContain("2 tools 480 characters");
    expect(markupText(html).indexOf("execute_command")).toBeLessThan(
      markupText(html).indexOf("read_file"),
    );
    expect(markupText(html)).toContain("user × 2 60 characters");
    expect(markupText(html)).toContain("assistant × 1 30 characters");
  });

  it("says so when the request is no model request Loupe reads", () => {
    const none = renderToStaticMarkup(createElement(PromptAnatomy, { anatomy: null }));
    expect(none).toContain("No anatomy");
  });
});

describe("RequestDiff", () => {
  const conversation = { id: "session-1", by: "header" as const, turn: 2, previousId: "capture-a" };
  const diff: Diff = {
    previousId: "capture-a",
    systemPromptChanged: true,
    systemPrompt: { before: "You are terse.", after: "You are an agent." },
    toolsAdded: ["write_file"],
    toolsRemoved: [],
    toolsChanged: ["read_file"],
    messages: [
      { kind: "common", index: 0, count: 1 },
      {
        kind: "changed",
        index: 1,
        before: { role: "user", content: "Read notes." },
        after: { role: "user", content: "Read notes.md." },
      },
      {
        kind: "added",
        index: 2,
        message: { role: "assistant", content: "I will read notes.md now." },
      },
      { kind: "added", index: 3, message: { role: "user", content: "Now summarise it." } },
    ],
    commonMessages: 1,
    removedMessages: 1,
    addedMessages: [
      { role: "user", text: "Read notes.md." },
      { role: "assistant", text: "I will read notes.md now." },
      { role: "user", text: "Now summarise it." },
    ],
  };

  it("shows what the agent appended this turn, what it kept and what it rewrote", () => {
    const html = renderToStaticMarkup(
      createElement(RequestDiff, { conversation, diff, onSelect: noop }),
    );
    expect(markupText(html)).toContain(
      "Request 2 of its conversation (grouped by the agent's session header)",
    );
    expect(markupText(html)).toContain("1 message in common");
    expect(markupText(html)).toContain("system prompt changed");
    expect(markupText(html)).toContain("You are terse.");
    expect(markupText(html)).toContain("tools added: write_file");
    expect(markupText(html)).toContain("tools redefined: read_file");
    expect(markupText(html)).toContain("Appended this turn: 3 messages");
    expect(html).toContain('aria-label="Before: user"');
    expect(html).toContain('aria-label="Changed: user"');
    expect(markupText(html)).toContain("Read notes.md.");
    expect(html).toContain('aria-label="Appended: assistant"');
    expect(markupText(html)).toContain("I will read notes.md now.");
    expect(markupText(html)).toContain("Previous request");
  });

  it("says the first request has nothing before it, and an import has no conversation", () => {
    const first = renderToStaticMarkup(
      createElement(RequestDiff, {
        conversation: { ...conversation, turn: 1, previousId: null },
        diff: null,
        onSelect: noop,
      }),
    );
    expect(first).toContain("The first request of its conversation");
    const imported = renderToStaticMarkup(
      createElement(RequestDiff, { conversation: null, diff: null, onSelect: noop }),
    );
    expect(imported).toContain("Not part of an agent conversation");
  });
});

describe("CaptureExchange", () => {
  it("shows the method, path, status and both sides' headers", () => {
    const capture = {
      id: "capture-1",
      source: "proxy",
      upstream: "openai",
      exchange: {
        upstream: "openai",
        method: "POST",
        path: "/v1/chat/completions",
        url: "https://api.openai.com/v1/chat/completions",
        status: 429,
        startedAt: 1,
        durationMs: 20,
        requestBytes: 10,
        requestCut: false,
        responseBytes: 5,
        recordedResponseBytes: 5,
        responseCut: true,
        end: "complete",
        requestHeaders: { authorization: "[redacted]" },
        responseHeaders: { "retry-after": "3" },
      },
    } as unknown as CaptureView;
    const html = markupText(renderToStaticMarkup(createElement(CaptureExchange, { capture })));
    expect(html).toContain("POST /v1/chat/completions 429 via openai");
    expect(html).toContain("the response recorded only in part");
    expect(html).toContain("authorization [redacted]");
    expect(html).toContain("retry-after 3");
  });
});

describe("TrafficTableRow and ConversationHeader", () => {
  it("shows a streaming capture's line as pending, with its agent and sizes", () => {
    const row = captureListItem({ status: null, durationMs: null, path: "/v1/messages" });
    const html = renderToStaticMarkup(
      createElement(
        "table",
        null,
        createElement(
          "tbody",
          null,
          createElement(TrafficTableRow, {
            row,
            open: false,
            selected: true,
            nested: false,
            onOpen: noop,
            onKeyDown: noop,
          }),
        ),
      ),
    );
    expect(html).toContain('aria-selected="true"');
    expect(html).toContain('tabindex="0"');
    expect(markupText(html)).toContain("OpenAI JS POST /v1/messages demo-model pending 12 ms —");
    expect(markupText(html)).toContain("1.2 kB / 4.8 kB");
  });

  it("names a conversation by its agent, model and number of requests", () => {
    const [group] = groupConversations([
      captureListItem({ id: "b", conversationId: "c", startedAt: 2 }),
      captureListItem({ id: "a", conversationId: "c", startedAt: 1, userAgent: "Cline/3.0.65" }),
    ]);
    const html = renderToStaticMarkup(
      createElement(
        "table",
        null,
        createElement(
          "tbody",
          null,
          createElement(ConversationHeader, {
            group: group as TrafficGroup,
            collapsed: true,
            onToggle: noop,
          }),
        ),
      ),
    );
    expect(html).toContain('aria-expanded="false"');
    expect(markupText(html)).toContain("Cline demo-model · 2 requests");
  });
});
