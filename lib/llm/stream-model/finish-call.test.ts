import { describe, expect, it } from "vitest";
import {
  createEventRecorder,
  helloRequest,
  modelTarget,
  steppingClock,
} from "@/test/support/fake-model-fetch";
import { FINISH_CANCELLED, FINISH_STOPPED_BY_HOST, finishCall } from "./finish-call";
import { reportProblem } from "./model-call";
import { openCall } from "./open-call";

function open(signal?: AbortSignal) {
  const recorder = createEventRecorder();
  const call = openCall({
    turn: 3,
    request: helloRequest,
    target: modelTarget(),
    onEvent: recorder.onEvent,
    now: steppingClock(),
    signal,
  });
  return { call, recorder };
}

describe("finishCall", () => {
  it("reports the first problem as the answer's error and counts the rest", () => {
    const { call, recorder } = open();
    reportProblem(call, "a frame could not be read");
    reportProblem(call, "another frame could not be read");
    const result = finishCall(call);
    expect(result.assembled.error).toEqual({
      code: "model:stream_failed",
      message: "a frame could not be read (and 1 more problems; see the error events)",
    });
    expect(recorder.ofKind("error")).toHaveLength(2);
    const [response] = recorder.ofKind("llm.response");
    expect(response?.data).toMatchObject({ turn: 3, status: 0, assembled: result.assembled });
  });

  it("puts the fatal failure before the problems", () => {
    const { call } = open();
    reportProblem(call, "a frame could not be read");
    call.outcome.fatal = { code: "model:request_failed", message: "the server refused" };
    expect(finishCall(call).assembled.error?.message).toBe("the server refused");
  });

  it("names a cancel by the caller with how far the answer got", () => {
    const controller = new AbortController();
    const { call } = open(controller.signal);
    call.outcome.bytesRead = 42;
    controller.abort();
    const { assembled } = finishCall(call);
    expect(assembled.finishReason).toBe(FINISH_CANCELLED);
    expect(assembled.error?.message).toBe(
      "The request to http://127.0.0.1:9/v1/chat/completions was cancelled after 42 bytes of the answer.",
    );
  });

  it("says the host stopped the stream, and then no cancel is an error", () => {
    const controller = new AbortController();
    const { call } = open(controller.signal);
    call.outcome.stoppedByHost = true;
    controller.abort();
    const result = finishCall(call);
    expect(result.stoppedByHost).toBe(true);
    expect(result.assembled.finishReason).toBe(FINISH_STOPPED_BY_HOST);
    expect(result.assembled.error).toBeUndefined();
  });

  it("tells the tee how the body ended", () => {
    const { call } = open();
    const ends: (Error | undefined)[] = [];
    const withTee = {
      ...call,
      tee: { onBytes: () => undefined, onEnd: (error?: Error) => ends.push(error) },
    };
    withTee.outcome.teeError = new Error("cut short");
    finishCall(withTee);
    expect(ends.map((error) => error?.message)).toEqual(["cut short"]);
  });
});
