/** Largest JSON-RPC message body the demo MCP endpoints accept (4 MiB, as the SDK's default). */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

/** A request body read as text, or the news that it was larger than the limit. */
export type LimitedText = { tooLarge: false; text: string } | { tooLarge: true };

/**
 * Reads a request's (or a response's) body as UTF-8 text, stopping as soon as it passes
 * `maxBytes` (declared in Content-Length or seen while streaming), so an oversized body is never
 * held in memory.
 */
export async function readLimitedText(
  request: Pick<Request, "headers" | "body">,
  maxBytes: number = MAX_MESSAGE_BYTES,
): Promise<LimitedText> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { tooLarge: true };
  }
  if (!request.body) return { tooLarge: false, text: "" };
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { tooLarge: true };
    }
    text += decoder.decode(value, { stream: true });
  }
  return { tooLarge: false, text: text + decoder.decode() };
}
