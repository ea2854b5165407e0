/** An error in the shape OpenAI-compatible clients parse: `{ error: { message, type, param, code } }`. */
export interface OpenAiErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

/**
 * A JSON error response the way OpenAI answers a bad request, so clients pointed at the demo
 * endpoint show the message instead of failing to parse Loupe's own error shape.
 */
export function openAiErrorResponse(
  status: number,
  message: string,
  options: { param?: string | null; code?: string | null; type?: string } = {},
): Response {
  const body: OpenAiErrorBody = {
    error: {
      message,
      type: options.type ?? "invalid_request_error",
      param: options.param ?? null,
      code: options.code ?? null,
    },
  };
  return Response.json(body, { status });
}
