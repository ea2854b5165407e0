/** What an Ollama chat stream written by a test says, in Ollama's documented `/api/chat` shape. */
export interface OllamaStreamScript {
  model?: string;
  thinking?: readonly string[];
  content?: readonly string[];
  /** Tool calls sent whole, in one message, `arguments` an object. */
  toolCalls?: readonly { name: string; arguments: Record<string, unknown> }[];
  doneReason?: string;
  promptEvalCount?: number;
  evalCount?: number;
}

const createdAt = "2025-05-27T22:54:57.641643Z";

function line(model: string, message: Record<string, unknown>): string {
  return JSON.stringify({
    model,
    created_at: createdAt,
    message: { role: "assistant", content: "", ...message },
    done: false,
  });
}

/**
 * The NDJSON lines of an Ollama chat stream: one line per thinking piece, per content piece, one
 * with every tool call, then the `done: true` line with the reason, counts and durations.
 */
export function ollamaChatLines(script: OllamaStreamScript): string[] {
  const model = script.model ?? "qwen3";
  const lines: string[] = [];
  for (const thinking of script.thinking ?? []) lines.push(line(model, { thinking }));
  for (const content of script.content ?? []) lines.push(line(model, { content }));
  if (script.toolCalls && script.toolCalls.length > 0) {
    lines.push(
      line(model, {
        tool_calls: script.toolCalls.map((call) => ({
          function: { name: call.name, arguments: call.arguments },
        })),
      }),
    );
  }
  lines.push(
    JSON.stringify({
      model,
      created_at: createdAt,
      message: { role: "assistant", content: "" },
      done_reason: script.doneReason ?? "stop",
      done: true,
      total_duration: 4_883_583_458,
      load_duration: 1_334_875,
      prompt_eval_count: script.promptEvalCount ?? 26,
      prompt_eval_duration: 342_546_000,
      eval_count: script.evalCount ?? 282,
      eval_duration: 4_535_599_000,
    }),
  );
  return lines;
}

/** The lines as an NDJSON body, each ended by `\n`. */
export function ndjsonBody(lines: readonly string[]): string {
  return lines.map((text) => `${text}\n`).join("");
}
