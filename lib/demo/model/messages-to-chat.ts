import type { DemoChatMessage, DemoChatRequest } from "@/lib/demo/model/chat-request-schema";
import { blocksText, type DemoMessagesRequest } from "@/lib/demo/model/messages-request-schema";
import { findDemoModel } from "@/lib/demo/model/models";

type MessagesContent = DemoMessagesRequest["messages"][number]["content"];
type ContentBlock = Exclude<MessagesContent, string>[number];

/** The script a Messages request gets: `demo-sloppy` by name, any other model the well-behaved one. */
export function scriptModel(model: string): string {
  return findDemoModel(model)?.behaviour === "sloppy" ? "demo-sloppy" : "demo";
}

/**
 * A Messages request as the chat-completions request it means, so the one script answers both:
 * `system` as the first message (and a `system` message as one where it stands), `tool_use` blocks as tool calls, each `tool_result` as a tool
 * message (an `is_error` one said as an error), tools as functions, `stop_sequences` as `stop`.
 * Any model but `demo-sloppy` gets the well-behaved script: Anthropic clients name Claude models
 * (Claude Code asks for its own), and the demo answers them offline all the same.
 */
export function messagesToChat(request: DemoMessagesRequest): DemoChatRequest {
  const system = request.system ? blocksText(request.system) : "";
  const messages: DemoChatMessage[] = system ? [{ role: "system", content: system }] : [];
  for (const { role, content } of request.messages) {
    if (typeof content === "string") messages.push({ role, content });
    else if (role === "system") messages.push({ role, content: blocksText(content) });
    else if (role === "assistant") messages.push(assistantMessage(content));
    else messages.push(...userMessages(content));
  }
  const chat: DemoChatRequest = {
    model: scriptModel(request.model),
    messages,
    max_tokens: request.max_tokens,
  };
  if (request.stop_sequences?.length) chat.stop = request.stop_sequences;
  if (request.tools?.length) {
    chat.tools = request.tools.map(({ name, description, input_schema }) => ({
      type: "function" as const,
      function: { name, description, parameters: input_schema },
    }));
  }
  return chat;
}

function assistantMessage(blocks: readonly ContentBlock[]): DemoChatMessage {
  const calls = blocks.flatMap((block) =>
    block.type === "tool_use" && block.id && block.name
      ? [
          {
            id: block.id,
            type: "function" as const,
            function: { name: block.name, arguments: JSON.stringify(block.input ?? {}) },
          },
        ]
      : [],
  );
  const content = blocksText(blocks);
  return calls.length > 0
    ? { role: "assistant", content, tool_calls: calls }
    : { role: "assistant", content };
}

/** A user turn: its tool results first (each a tool message), then its text, if any. */
function userMessages(blocks: readonly ContentBlock[]): DemoChatMessage[] {
  const results = blocks.flatMap((block): DemoChatMessage[] => {
    if (block.type !== "tool_result" || block.tool_use_id === undefined) return [];
    const said = blocksText(block.content ?? "");
    const content = block.is_error && !/^(\[ERROR\]|Error:)/i.test(said) ? `Error: ${said}` : said;
    return [{ role: "tool", tool_call_id: block.tool_use_id, content }];
  });
  const text = blocksText(blocks);
  return text || results.length === 0 ? [...results, { role: "user", content: text }] : results;
}
