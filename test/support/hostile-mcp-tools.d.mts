import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

/** Registers the hostile tools (`flood-sampling`, `ask-and-leave`, `hang`, `endless-progress`) on `server`. */
export function registerHostileTools(server: McpServer): void;
