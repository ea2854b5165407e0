import type { DialectServer } from "@/lib/dialects/dialect";
import type { ModelTool } from "@/lib/llm/model-request";

/**
 * The default system prompt of the native dialect: the tools travel as the provider's own
 * functions, so the prompt only sets the rules of the loop and names the servers (and the
 * captured request's functions, when there are any).
 */
export function renderNativeSystemPrompt(
  servers: readonly DialectServer[],
  captured: readonly ModelTool[] = [],
): string {
  const serverLines =
    servers.length === 0
      ? ["(No MCP servers currently connected)"]
      : servers.map((server) => {
          const instructions = server.instructions ? `\n  ${server.instructions.trim()}` : "";
          return `- ${server.name} (${server.transportLabel}): its tools are the functions named ${server.name}__<tool>.${instructions}`;
        });
  if (captured.length > 0) {
    serverLines.push(
      `- Functions of a captured request: ${captured.map((tool) => tool.name).join(", ")}.`,
    );
  }
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
