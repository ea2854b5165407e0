import type { AssembledAnswer } from "@/lib/llm/model-part";
import { frameAsSse, readChunkLines } from "@/test/support/stream-fixtures";

/**
 * What the repository's Gemini recordings (`streamGenerateContent`, `alt=sse`) should assemble
 * to, for every test that replays them: live, or imported as a capture. Each follows its README
 * row.
 */

const encoder = new TextEncoder();

/** An answer with its usage counts (the raw usage left out). */
export type ExpectedGeminiAnswer = Omit<AssembledAnswer, "usage"> & {
  usage: Omit<NonNullable<AssembledAnswer["usage"]>, "raw">;
};

/** The thought signatures of a recording's parts, in order: kept whole as encrypted reasoning. */
function thoughtSignatures(file: string): string[] {
  return readChunkLines(`google/${file}`).flatMap((line) => {
    const chunk = JSON.parse(line) as {
      candidates?: { content?: { parts?: { thoughtSignature?: string }[] } }[];
    };
    return (chunk.candidates?.[0]?.content?.parts ?? []).flatMap((part) =>
      part.thoughtSignature ? [part.thoughtSignature] : [],
    );
  });
}

const strawberry = 'There are **3** "r"s in strawberry.\n\n';

/** What each recording must assemble to, read by hand from the files. */
export const expectedGeminiAnswers: Record<string, ExpectedGeminiAnswer> = {
  "google/google-reasoning-gemini3.chunks.txt": {
    // The row says thought parts; the file streams none (only `thoughtsTokenCount`) and a signature.
    content: `${strawberry}St**r**awbe**rr**y`,
    reasoning: "",
    encryptedReasoning: thoughtSignatures("google-reasoning-gemini3.chunks.txt"),
    toolCalls: [],
    usage: { input: 9, output: 23, reasoning: 302, total: 334 },
    finishReason: "STOP",
  },
  "google/google-reasoning.chunks.txt": {
    content: `${strawberry}Here is the breakdown: st**r**awbe**rr**y.`,
    reasoning: "",
    encryptedReasoning: thoughtSignatures("google-reasoning.chunks.txt"),
    toolCalls: [],
    usage: { input: 9, output: 29, reasoning: 256, total: 294 },
    finishReason: "STOP",
  },
  "google/google-stream-no-args-tool-call.chunks.txt": {
    content: "",
    reasoning:
      '**Processing User Requests**\n\nI\'ve started by understanding the user\'s instructions. Currently, I\'m focusing on the initial steps: reading the specified theme using the appropriate tool. Next, I plan to tackle reading the screens, beginning with screen "A," then proceeding with "B" and "C" in parallel as instructed.\n\n\n',
    encryptedReasoning: thoughtSignatures("google-stream-no-args-tool-call.chunks.txt"),
    toolCalls: [
      { id: "call_0", name: "read_theme", arguments: "" },
      { id: "call_1", name: "read_screen", arguments: '{"id":"A"}' },
      { id: "call_2", name: "read_screen", arguments: '{"id":"B"}' },
      { id: "call_3", name: "read_screen", arguments: '{"id":"C"}' },
    ],
    usage: { input: 249, output: 58, reasoning: 183, total: 490 },
    finishReason: "STOP",
  },
  "google/google-stream-tool-call-arguments.chunks.txt": {
    content: "",
    reasoning: "",
    encryptedReasoning: thoughtSignatures("google-stream-tool-call-arguments.chunks.txt"),
    toolCalls: [
      { id: "call_0", name: "getWeather", arguments: '{"location":"Boston"}' },
      { id: "call_1", name: "getWeather", arguments: '{"location":"San Francisco"}' },
    ],
    usage: { input: 26, output: 23, reasoning: 132, total: 181 },
    finishReason: "STOP",
  },
  "google/google-text.chunks.txt": {
    content: 'There are **3** "r"s in strawberry.\n\nst**r**awbe**rr**y',
    reasoning: "",
    encryptedReasoning: thoughtSignatures("google-text.chunks.txt"),
    toolCalls: [],
    usage: { input: 9, output: 23, reasoning: 185, total: 217 },
    finishReason: "STOP",
  },
  "google/google-tool-call.chunks.txt": {
    content: "",
    reasoning: "",
    encryptedReasoning: thoughtSignatures("google-tool-call.chunks.txt"),
    toolCalls: [{ id: "call_0", name: "weather", arguments: '{"location":"San Francisco"}' }],
    usage: { input: 29, output: 15, reasoning: 45, total: 89 },
    finishReason: "STOP",
  },
};

/** A recording as the bytes `alt=sse` sends: each chunk as a `data:` event. */
export function geminiRecordingBytes(file: string): Uint8Array {
  return encoder.encode(frameAsSse(readChunkLines(file)));
}
