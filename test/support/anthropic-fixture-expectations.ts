import type { AssembledAnswer } from "@/lib/llm/model-part";
import { frameAnthropicLine } from "@/test/support/fake-model-fetch";
import { readChunkLines, readFixture } from "@/test/support/stream-fixtures";

/**
 * What the repository's Anthropic recordings should assemble to, for every test that replays
 * them: live, or imported as a capture.
 */

const encoder = new TextEncoder();

/** An answer with its usage counts (the raw usage left out). */
export type ExpectedAnthropicAnswer = Omit<AssembledAnswer, "usage"> & {
  usage: Omit<NonNullable<AssembledAnswer["usage"]>, "raw">;
};

/** What each recording must assemble to, read by hand from the files. */
export const expectedAnthropicAnswers: Record<string, ExpectedAnthropicAnswer> = {
  "anthropic/anthropic-clear-thinking.1.chunks.txt": {
    content: "925 ÷ 5 = 185",
    reasoning: "The previous result was 925. Now I need to divide that by 5.\n\n925 ÷ 5 = 185",
    reasoningSignature:
      "EvQBCkYICxgCKkAxhD4NUKFzudtZ6NzbZdEiBACIScTzqjPViM596iWLZIk4EFKYYBj3B6Ptl3b0dcQv/VeJBNbejNWIWRBn+KPNEgz6HWtKx7p+QRgKsEoaDGjsiqfht7gTRFYHiyIwD1VSmNqHxv3wy8KEMP+LYb/TC4UH3H97tuoaADARFFcA0phdfxnzKQxFnc9lwY+dKlzUsaKSUAFeu1bDL5ikZJ1vL0Fkz6JjoFke0L/wOJRIUDUlDUOFJ1tZ3ea7g6LGE/5hwuvWgLwewdcm64d+43l7F57XrOmqNd6flI2K/oPr/4yzNgvi/EhT6Ca17BgB",
    toolCalls: [],
    usage: { input: 69, output: 53, cacheRead: 0, cacheWrite: 0 },
    finishReason: "end_turn",
  },
  "anthropic/anthropic-issue-11719-quoted-tool-input.chunks.txt": {
    content: "",
    reasoning: "",
    toolCalls: [
      {
        id: "toolu_01Cr31vcGoeeRgi3Eo5Ds8qN",
        name: "website_update",
        arguments:
          '{"website_path": "/home/user/pace-landing", "tasks": [{"description": "Today you post every run to Strava, but Strava does not answer the question: \\"What should I do next after this run?\\". It is a great log, but it is not adaptive.", "type": "feature", "passes": false}]}',
      },
    ],
    usage: { input: 912, output: 118, cacheRead: 0, cacheWrite: 0 },
    finishReason: "tool_use",
  },
  "anthropic/anthropic-json-tool.1.chunks.txt": {
    content: "",
    reasoning: "",
    toolCalls: [
      {
        id: "toolu_01KFbKqPYSuAKujiL6mTfzYA",
        name: "json",
        arguments:
          '{"elements": [{"location": "San Francisco", "temperature": 58, "condition": "sunny"}]}',
      },
    ],
    usage: { input: 849, output: 47, cacheRead: 0, cacheWrite: 0 },
    finishReason: "tool_use",
  },
  "anthropic/anthropic-message-start-default.chunks.txt": {
    content: "Hi! 👋 How can I help you today?",
    reasoning: "",
    toolCalls: [],
    usage: { input: 10, output: 16, cacheRead: 0, cacheWrite: 0 },
    finishReason: "end_turn",
  },
  "anthropic/anthropic-text.chunks.txt": {
    content:
      "Hello! I'm doing well, thank you for asking. How are you doing today? Is there anything I can help you with?",
    reasoning: "",
    toolCalls: [],
    usage: { input: 12, output: 30, cacheRead: 0, cacheWrite: 0 },
    finishReason: "end_turn",
  },
  "anthropic/anthropic-tool-no-args.chunks.txt": {
    content: "I'll update the issue list for you.",
    reasoning: "",
    toolCalls: [{ id: "toolu_01QE1WLsSVp5hy5Q3GmGTmjP", name: "updateIssueList", arguments: "" }],
    usage: { input: 565, output: 48, cacheRead: 0, cacheWrite: 0 },
    finishReason: "tool_use",
  },
  "anthropic/basic_response.txt": {
    content: "Hello there!",
    reasoning: "",
    toolCalls: [],
    usage: { input: 11, output: 6 },
    finishReason: "end_turn",
  },
  "anthropic/code_execution_response.txt": {
    content: "Running code.",
    reasoning: "",
    toolCalls: [],
    usage: { input: 42, output: 4, cacheRead: 0, cacheWrite: 0 },
    finishReason: "end_turn",
  },
  "anthropic/incomplete_partial_json_response.txt": {
    content:
      "I'll create a comprehensive tax guide for someone with multiple W2s and save it in a file called taxes.txt. Let me do that for you now.",
    reasoning: "",
    toolCalls: [
      {
        id: "toolu_01EKqbqmZrGRXy18eN7m9kvY",
        name: "make_file",
        arguments:
          '{"filename": "taxes.txt", "lines_of_text": [\n"# COMPREHENSIVE TAX GUIDE FOR INDIVIDUALS WITH MULTIPLE W-2s",\n"",\n"## INTRODUCTION",\n"",\n"Filing taxes',
      },
    ],
    usage: { input: 450, output: 124, cacheRead: 0, cacheWrite: 0 },
    finishReason: "max_tokens",
  },
  "anthropic/tool_use_response.txt": {
    content: "I'll check the current weather in Paris for you.",
    reasoning: "",
    toolCalls: [
      {
        id: "toolu_01NRLabsLyVHZPKxbKvkfSMn",
        name: "get_weather",
        arguments: '{"location": "Paris"}',
      },
    ],
    usage: { input: 377, output: 65, cacheRead: 0, cacheWrite: 0 },
    finishReason: "tool_use",
  },
};

/** A recording as the bytes the API sends: raw SSE as is, `*.chunks.txt` lines framed. */
export function anthropicRecordingBytes(file: string): Uint8Array {
  const text = file.endsWith(".chunks.txt")
    ? readChunkLines(file).map(frameAnthropicLine).join("")
    : readFixture(file);
  return encoder.encode(text);
}
