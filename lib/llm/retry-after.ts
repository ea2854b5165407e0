/**
 * A sentence for a `retry-after` header: seconds (`30`) or an HTTP date, as the provider sent
 * it; empty when there is none.
 */
export function retryAfterSentence(value: string | null | undefined, now = Date.now()): string {
  const text = value?.trim();
  if (!text) return "";
  if (/^\d+(\.\d+)?$/.test(text)) {
    const seconds = Number(text);
    return ` The provider asks to retry after ${seconds} second${seconds === 1 ? "" : "s"} (retry-after: ${text}).`;
  }
  const date = Date.parse(text);
  if (Number.isNaN(date)) return ` The provider sent retry-after: ${text}.`;
  const seconds = Math.max(0, Math.ceil((date - now) / 1000));
  return ` The provider asks to retry after ${new Date(date).toISOString()}, in ${seconds} seconds (retry-after: ${text}).`;
}
