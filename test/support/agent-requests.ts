import { readFileSync } from "node:fs";
import path from "node:path";

/** A real agent's recorded first request (test/fixtures/agent-requests). */
export interface AgentRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** The Cline CLI's Chat Completions request (25 native tools). */
export const CLINE_REQUEST = "cline-3.0.65.chat-completions.request.json";
/** The Codex CLI's Responses API request. */
export const CODEX_REQUEST = "codex-0.169.0.responses.request.json";

/** Reads one of the recorded agent requests. */
export function agentRequest(file: string): AgentRequest {
  return JSON.parse(
    readFileSync(path.join("test/fixtures/agent-requests", file), "utf8"),
  ) as AgentRequest;
}
