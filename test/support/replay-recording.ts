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
 * Runs `streamModel` on a recorded stream fed in `pieces`, as an upstream of `target`'s wire
 * format would send it: the answer it assembles and every event it recorded.
 */
export async function replayRecording(target: Partial<ModelTarget>, pieces: Uint8Array[]) {
  const recorder = createEventRecorder();
  const { fetch } = fakeFetch(() => sseResponse(pieces).response);
  const result = await streamModel({
    turn: 2,
    request: helloRequest,
    target: modelTarget({ ...target, fetch }),
    onEvent: recorder.onEvent,
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
