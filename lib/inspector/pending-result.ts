import {
  CreateMessageResultSchema,
  CreateMessageResultWithToolsSchema,
  ElicitResultSchema,
} from "@modelcontextprotocol/sdk/types.js";
import type { PendingRequest } from "@/lib/api/inspector";
import { LoupeError } from "@/lib/errors";

/**
 * Checks a person's result against what the pending request's method expects (a sampling
 * message, an elicitation action), so a malformed answer is a 400 here rather than an error the
 * server receives.
 */
export function checkPendingResult(request: PendingRequest, result: unknown): void {
  const params = (request.params ?? {}) as { tools?: unknown; toolChoice?: unknown };
  const schema =
    request.method === "elicitation/create"
      ? ElicitResultSchema
      : params.tools || params.toolChoice
        ? CreateMessageResultWithToolsSchema
        : CreateMessageResultSchema;
  const parsed = schema.safeParse(result);
  if (parsed.success) return;
  const issues = parsed.error.issues
    .map(
      (issue) => `result${issue.path.map((part) => `.${String(part)}`).join("")}: ${issue.message}`,
    )
    .join("; ");
  const expected =
    request.method === "elicitation/create"
      ? '{ action: "accept" | "decline" | "cancel", content? }'
      : '{ role: "assistant", content: { type: "text", text }, model }';
  throw new LoupeError(
    "request:invalid",
    `The result does not answer ${request.method} (expected ${expected}): ${issues}`,
  );
}
