/** The `/chat/completions` endpoint under an OpenAI-compatible base URL (`.../v1`). */
export function chatCompletionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/chat/completions`;
}
