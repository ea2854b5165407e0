import { contentBlocks, type MessageContentBlock } from "@/lib/views/inspector/pending/sampling";
import { type InspectorRpcApi, requestResult } from "@/lib/views/inspector/resources/rpc";

/** One argument a prompt takes. */
export interface PromptArgument {
  name: string;
  title?: string;
  description?: string;
  required?: boolean;
}

/** One prompt of `prompts/list`. */
export interface ListedPrompt {
  name: string;
  title?: string;
  description?: string;
  arguments?: PromptArgument[];
}

/** One page of `prompts/list`. */
export interface PromptPage {
  prompts: ListedPrompt[];
  nextCursor?: string;
}

/** A `prompts/get` result with each message's content as a list of blocks. */
export interface RenderedPrompt {
  description?: string;
  messages: Array<{ role: string; content: MessageContentBlock[] }>;
}

/** Reads one page of the server's prompts (`cursor` from the page before). */
export function listPrompts(
  api: InspectorRpcApi,
  serverId: string,
  cursor?: string,
): Promise<PromptPage> {
  return requestResult<PromptPage>(
    api,
    serverId,
    "prompts/list",
    cursor === undefined ? undefined : { cursor },
  );
}

/** The names of the required arguments left empty. */
export function missingArguments(prompt: ListedPrompt, values: Record<string, string>): string[] {
  return (prompt.arguments ?? [])
    .filter((argument) => argument.required && (values[argument.name] ?? "").trim() === "")
    .map((argument) => argument.name);
}

/** The arguments a `prompts/get` sends: the filled ones only, as typed. */
export function filledArguments(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
}

/** Gets a prompt with its arguments and reads the messages into lists of content blocks. */
export async function getPrompt(
  api: InspectorRpcApi,
  serverId: string,
  name: string,
  values: Record<string, string>,
): Promise<RenderedPrompt> {
  const filled = filledArguments(values);
  const result = await requestResult<{ description?: unknown; messages?: unknown }>(
    api,
    serverId,
    "prompts/get",
    {
      name,
      ...(Object.keys(filled).length > 0 ? { arguments: filled } : {}),
    },
  );
  const messages = Array.isArray(result.messages) ? result.messages : [];
  return {
    ...(typeof result.description === "string" ? { description: result.description } : {}),
    messages: messages.map((message) => {
      const { role, content } = (message ?? {}) as { role?: unknown; content?: unknown };
      return { role: typeof role === "string" ? role : "unknown", content: contentBlocks(content) };
    }),
  };
}

/** The text of a rendered prompt's user messages, joined by blank lines: the playground's task. */
export function promptUserText(prompt: RenderedPrompt): string {
  return prompt.messages
    .filter((message) => message.role === "user")
    .flatMap((message) => message.content)
    .filter((block) => block.type === "text" && typeof block.text === "string")
    .map((block) => block.text as string)
    .join("\n\n");
}

/**
 * The playground link that starts a session from a prompt: `/?task=<text>&servers=<id>`. The
 * playground reads `task` as the session's task and `servers` as listed server ids
 * (comma-separated) to give the session.
 */
export function playgroundLink(task: string, serverId: string): string {
  const search = new URLSearchParams({ task, servers: serverId });
  return `/?${search.toString().replace(/\+/g, "%20")}`;
}
