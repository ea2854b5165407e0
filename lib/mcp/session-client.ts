import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  type ClientCapabilities,
  ListRootsRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";

/**
 * What a session's client declares: roots, so a server that asks for them gets an answer instead
 * of waiting. Sampling and elicitation stay undeclared: a session has no person to answer them.
 */
export const SESSION_CLIENT_CAPABILITIES: ClientCapabilities = { roots: { listChanged: false } };

/** Answers `roots/list` with no roots: a session exposes no directory of the person's. */
export function answerNoRoots(client: Client): void {
  client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: [] }));
}
