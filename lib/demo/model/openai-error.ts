/**
 * A JSON error response the way OpenAI answers a bad request (`{ error: { message, type, param,
 * code } }`), so clients pointed at the demo show the message instead of failing to parse it.
 */
export function openAiErrorResponse(
  status: number,
  message: string,
  { param = null, code = null }: { param?: string | null; code?: string | null } = {},
): Response {
  const error = { message, type: "invalid_request_error", param, code };
  return Response.json({ error }, { status });
}
