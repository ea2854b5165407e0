import type { DialectServer } from "@/lib/dialects/dialect";

/**
 * The default system prompt of the native dialect: the tools travel as the provider's own
 * functions, so the prompt only sets the rules of the loop and names the servers.
 */
export function renderNativeSystemPrompt(servers: readonly DialectServer[]): string {
  const serverLines =
    servers.length === 0
      ? ["(No MCP servers currently connected)"]
      : servers.map((server) => {
          const instructions = server.instructions ? `\n  ${server.instructions.trim()}` : "";
          return `- ${server.name} (${server.transportLabel}): its tools are the functions named ${server.name}__<tool>.${instructions}`;
        });
  return [
    "You are an agent that completes the user's task step by step by calling the functions you are given.",
    "RULES",
    [
      "- Call one function per message, then wait for its result before deciding the next step.",
      "- Say briefly what you are about to do and why before each call.",
      "- Files are written with write_to_file and read with read_file; they live in the user's workspace.",
      "- When the task is done, call attempt_completion with the final result. Do not end with a question.",
    ].join("\n"),
    "MCP SERVERS",
    serverLines.join("\n"),
  ].join("\n\n");
}
