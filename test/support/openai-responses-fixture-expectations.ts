import type { AssembledAnswer } from "@/lib/llm/model-part";
import { frameAnthropicLine } from "@/test/support/fake-model-fetch";
import { readChunkLines } from "@/test/support/stream-fixtures";

/**
 * What the repository's Responses API recordings should assemble to, for every test that
 * replays them: live, or imported as a capture. Each follows its README row.
 */

const encoder = new TextEncoder();

/** An answer with its usage counts (the raw usage left out) and, for a failed one, its error's words. */
export type ExpectedResponsesAnswer = Omit<AssembledAnswer, "usage" | "error"> & {
  usage?: Omit<NonNullable<AssembledAnswer["usage"]>, "raw">;
  /** What the provider's error says, inside Loupe's located message. */
  errorSays?: string;
};

interface OutputItem {
  type: string;
  content?: { type: string; text?: string }[];
  encrypted_content?: string | null;
}

/** The events of a recording, parsed. */
function eventsOf(file: string): { type: string; item?: OutputItem }[] {
  return readChunkLines(file).map((line) => JSON.parse(line));
}

/** The texts of the message items a recording's `response.output_item.done` events hold, joined. */
function doneMessageText(file: string): string {
  return eventsOf(file)
    .filter((event) => event.type === "response.output_item.done" && event.item?.type === "message")
    .flatMap((event) => event.item?.content ?? [])
    .map((content) => content.text ?? "")
    .join("");
}

/** The encrypted content of the first reasoning item that is done. */
function firstEncryptedReasoning(file: string): string {
  const item = eventsOf(file).find(
    (event) => event.type === "response.output_item.done" && event.item?.type === "reasoning",
  )?.item;
  return item?.encrypted_content ?? "";
}

const fourResponses = "openai-responses/openai-reasoning-encrypted-content.1.chunks.txt";

/** What each recording must assemble to, read by hand from the files. */
export const expectedResponsesAnswers: Record<string, ExpectedResponsesAnswer> = {
  "openai-responses/github-copilot-id-rotation.1.chunks.txt": {
    content:
      "There are **3** letter **“r”**s in **“strawberry.”**\n\nBreakdown: **s t r a w b e r r y**  \nYou can see **r** at positions **3, 8, and 9**.",
    reasoning: "**Counting character occurrences**",
    toolCalls: [],
    usage: { input: 19, output: 105, reasoning: 44, cacheRead: 0, total: 124 },
    finishReason: "completed",
  },
  "openai-responses/openai-client-tool-search.2.chunks.txt": {
    content: "",
    reasoning: "",
    toolCalls: [
      {
        id: "call_Q7pq6EfVGRnauPLWSSYBGJ1l",
        name: "get_weather",
        arguments: '{"location":"San Francisco, CA","unit":"fahrenheit"}',
      },
    ],
    usage: { input: 467, output: 26, reasoning: 0, cacheRead: 0, total: 493 },
    finishReason: "completed",
  },
  "openai-responses/openai-error.1.chunks.txt": {
    content: "",
    reasoning: "",
    toolCalls: [],
    finishReason: "failed",
    errorSays:
      "You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors. (insufficient_quota)",
  },
  "openai-responses/openai-phase.1.chunks.txt": {
    // The recording's deltas were trimmed upstream ("Got it", "Here are a few **AI"); each text's
    // `.done` event holds the rest, which the reader adds.
    content: doneMessageText("openai-responses/openai-phase.1.chunks.txt"),
    reasoning: "",
    toolCalls: [],
    usage: { input: 7112, output: 463, reasoning: 64, cacheRead: 3072, total: 7575 },
    finishReason: "completed",
  },
  // Four responses one after another: the first `response.completed` ends the stream, so the
  // first response (a reasoning summary and one calculator call) is the answer.
  [fourResponses]: {
    content: "",
    reasoning:
      "**Calculating step-by-step using calculator**\n\nI'll compute 12 plus 7, then multiply the result by 3, and finally multiply that by 10, reporting the final product.",
    encryptedReasoning: [firstEncryptedReasoning(fourResponses)],
    toolCalls: [
      {
        id: "call_AB6AaRZ1FYZB2RwS6A5vbdqn",
        name: "calculator",
        arguments: '{"a":12,"b":7,"op":"add"}',
      },
    ],
    usage: { input: 134, output: 28, reasoning: 0, cacheRead: 0, total: 162 },
    finishReason: "completed",
  },
};

/** A recording as the bytes the API sends: each event after an `event:` line naming its type. */
export function responsesRecordingBytes(file: string): Uint8Array {
  return encoder.encode(readChunkLines(file).map(frameAnthropicLine).join(""));
}
