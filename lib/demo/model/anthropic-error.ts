/** The error types Anthropic answers with, by the status they come with. */
type AnthropicErrorType = "invalid_request_error" | "not_found_error" | "request_too_large";

/**
 * A JSON error response the way Anthropic answers (`{ type: "error", error: { type, message } }`),
 * so Anthropic clients pointed at the demo show the message instead of failing to parse it.
 */
export function anthropicErrorResponse(
  status: number,
  type: AnthropicErrorType,
  message: string,
): Response {
  return Response.json({ type: "error", error: { type, message } }, { status });
}
