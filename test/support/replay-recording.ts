import type { ModelTarget } from "@/lib/llm/model-provider";
import { streamModel } from "@/lib/llm/stream-model";
import {
  createEventRecorder,
  fakeFetch,
  helloRequest,
  modelTarget,
  sseResponse,
  steppingClock,
} from "@/test/support/fake-model-fetch";
import { splitEvery, splitRandomly } from "@/test/support/stream-fixtures";

/**
 * Runs `streamModel` once against `response`, as an upstream of `target`'s wire format would
 * answer: what it assembled, every event it recorded, and the requests it sent.
 */
export async function streamAgainst(
  target: Partial<ModelTarget>,
  response: Response,
  { turn = 1, now }: { turn?: number; now?: () => number } = {},
) {
  const recorder = createEventRecorder();
  const { fetch, requests } = fakeFetch(() => response);
  const result = await streamModel({
    turn,
    request: helloRequest,
    target: modelTarget({ ...target, fetch }),
    onEvent: recorder.onEvent,
    ...(now ? { now } : {}),
  });
  return { result, recorder, requests };
}

/**
 * Runs `streamModel` on a recorded stream fed in `pieces`, as an upstream of `target`'s wire
 * format would send it, on a stepping clock: the answer it assembles and every event it recorded.
 */
export async function replayRecording(target: Partial<ModelTarget>, pieces: Uint8Array[]) {
  const { result, recorder } = await streamAgainst(target, sseResponse(pieces).response, {
    turn: 2,
    now: steppingClock(),
  });
  return { result, recorder };
}

/** A recording fed whole, byte by byte and in two random splits: every split reads the same. */
export function recordingSplits(bytes: Uint8Array): [string, Uint8Array[]][] {
  return [
    ["whole", [bytes]],
    ["byte by byte", splitEvery(bytes, 1)],
    ["in random reads (seed 3)", splitRandomly(bytes, 3)],
    ["in random reads (seed 17)", splitRandomly(bytes, 17, 61)],
  ];
}
