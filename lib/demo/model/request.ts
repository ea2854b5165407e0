/** One part of an array-shaped message content; only `text` parts carry text for the demo. */
export interface DemoContentPart {
  type: string;
  text?: string;
}

/** A chat message as an OpenAI-compatible client sends it. */
export interface DemoChatMessage {
  role: string;
  content?: string | DemoContentPart[] | null;
}

/** The fields of a chat-completions request the demo model reads; anything else is ignored. */
export interface DemoChatRequest {
  model: string;
  messages: DemoChatMessage[];
  stop?: string | string[] | null;
  max_tokens?: number | null;
  max_completion_tokens?: number | null;
}

/** A message's text: the string itself, or its text parts joined by newlines. */
export function messageText(message: DemoChatMessage): string {
  const { content } = message;
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .filter((part) => part.type === "text" && typeof part.text === "string")
    .map((part) => part.text)
    .join("\n");
}
