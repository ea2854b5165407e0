import type { PromptAnatomy } from "@/lib/api/captures";
import { messageText } from "@/lib/captures/message-text";
import { splitMessages } from "@/lib/captures/read-captured-request";
import type { RequestReading } from "@/lib/llm/request-reading";
import { promptSections } from "@/lib/prompts/prompt-sections";
import { estimateTokens } from "@/lib/views/shared/format";

/**
 * What a read request is made of: its system prompt (every system message joined) with its size,
 * its estimated tokens and its sections; each function it offers with the size of its definition
 * as sent; and each other message's role and size.
 */
export function promptAnatomy(reading: RequestReading): PromptAnatomy {
  const { systemMessages, systemPrompt, history } = splitMessages(reading);
  return {
    systemPrompt: {
      characters: systemPrompt.length,
      tokens: estimateTokens(systemPrompt),
      sections: promptSections(systemMessages),
    },
    tools: reading.tools.map((tool, index) => ({
      name: tool.name,
      characters: reading.toolCharacters[index] ?? 0,
    })),
    messages: history.map((message) => ({
      role: message.role,
      characters: messageText(message).length,
    })),
  };
}
