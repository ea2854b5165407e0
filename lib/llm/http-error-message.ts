import { errorBodyMessage } from "@/lib/llm/provider-error-message";
import { retryAfterSentence } from "@/lib/llm/retry-after";

function hint(status: number): string {
  if (status === 401 || status === 403) return " Check the API key.";
  if (status === 404) return " Check the base URL and the model name.";
  if (status === 429) return " The provider is rate limiting; wait and try again.";
  return "";
}

/**
 * The sentence for an HTTP error answer: status, URL, the provider's own message and, for common
 * statuses, what to check. E.g. `401 from http://…: Incorrect API key provided. Check the API key.`
 * A 429 or 503 says when the provider asks to be retried (its `retry-after` header).
 */
export function httpErrorMessage(
  status: number,
  url: string,
  bodyText: string,
  {
    statusText = "",
    truncated = false,
    retryAfter,
  }: { statusText?: string; truncated?: boolean; retryAfter?: string | null } = {},
): string {
  const message = errorBodyMessage(bodyText) ?? (statusText || "no error message");
  const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
  const retry = status === 429 || status === 503 ? retryAfterSentence(retryAfter) : "";
  return `${status} from ${url}: ${sentence}${truncated ? " (Error body truncated.)" : ""}${hint(status)}${retry}`;
}
