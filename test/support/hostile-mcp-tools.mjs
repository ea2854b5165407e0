/**
 * The tools of Loupe's hostile MCP server, shared by its Streamable HTTP side
 * (`misbehaving-mcp-server.ts`) and its stdio side (`hostile-stdio-server.mjs`), so both
 * transports misbehave alike:
 * - `flood-sampling` sends `count` `sampling/createMessage` requests at once, waits until each is
 *   answered or refused, and answers how many were of each, quoting the first refusal (with
 *   `asTasks`, each asks to run as a task: answered then means a task was created);
 * - `ask-and-leave` sends one `sampling/createMessage` request and answers at once, without waiting
 *   for it;
 * - `hang` never answers;
 * - `endless-progress` sends a progress notification every `intervalMs` and never answers.
 */
import {
  CreateMessageResultSchema,
  CreateTaskResultSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

/** @param {import("@modelcontextprotocol/sdk/server/mcp.js").McpServer} server */
export function registerHostileTools(server) {
  server.registerTool(
    "flood-sampling",
    {
      description: "Sends count sampling requests at once and tallies how they were answered.",
      inputSchema: { count: z.number().int().min(1).max(100_000), asTasks: z.boolean().optional() },
    },
    async ({ count, asTasks }, extra) => {
      const outcomes = await Promise.allSettled(
        Array.from({ length: count }, (_, index) =>
          extra.sendRequest(
            {
              method: "sampling/createMessage",
              params: {
                messages: [
                  { role: "user", content: { type: "text", text: `Flood request ${index + 1}` } },
                ],
                maxTokens: 10,
                ...(asTasks ? { task: { ttl: 60_000 } } : {}),
              },
            },
            asTasks ? CreateTaskResultSchema : CreateMessageResultSchema,
            { timeout: 10 * 60 * 1000 },
          ),
        ),
      );
      const refusals = outcomes.filter((outcome) => outcome.status === "rejected");
      const first = refusals[0]?.reason;
      const tally = {
        answered: count - refusals.length,
        refused: refusals.length,
        ...(first ? { firstRefusal: first instanceof Error ? first.message : String(first) } : {}),
      };
      return { content: [{ type: "text", text: JSON.stringify(tally) }] };
    },
  );
  server.registerTool(
    "ask-and-leave",
    { description: "Asks for sampling and answers without waiting for it." },
    (extra) => {
      extra
        .sendRequest(
          {
            method: "sampling/createMessage",
            params: {
              messages: [{ role: "user", content: { type: "text", text: "Anyone there?" } }],
              maxTokens: 10,
            },
          },
          CreateMessageResultSchema,
        )
        .catch(() => undefined);
      return { content: [{ type: "text", text: "asked, not waiting" }] };
    },
  );
  server.registerTool("hang", { description: "Never answers." }, () => new Promise(() => {}));
  server.registerTool(
    "endless-progress",
    {
      description: "Reports progress every intervalMs and never answers.",
      inputSchema: { intervalMs: z.number().int().min(1) },
    },
    ({ intervalMs }, extra) => {
      const token = extra._meta?.progressToken;
      if (token === undefined) return new Promise(() => {});
      let progress = 0;
      const timer = setInterval(() => {
        progress += 1;
        extra
          .sendNotification({
            method: "notifications/progress",
            params: { progressToken: token, progress },
          })
          .catch(() => clearInterval(timer));
      }, intervalMs);
      extra.signal.addEventListener("abort", () => clearInterval(timer));
      return new Promise(() => {});
    },
  );
}
