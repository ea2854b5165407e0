import { describe, expect, it } from "vitest";
import { LoupeError } from "@/lib/errors";
import {
  createEventRecorder,
  helloRequest,
  modelTarget,
  steppingClock,
} from "@/test/support/fake-model-fetch";
import { DEFAULT_MAX_ERROR_BODY_BYTES, DEFAULT_MAX_RESPONSE_BYTES, openCall } from "./open-call";

describe("openCall", () => {
  it("records the request once, with the limits defaulted", () => {
    const recorder = createEventRecorder();
    const call = openCall({
      turn: 2,
      request: helloRequest,
      target: modelTarget(),
      onEvent: recorder.onEvent,
      now: steppingClock(),
    });
    const [request] = recorder.ofKind("llm.request");
    expect(request?.data).toMatchObject({
      turn: 2,
      method: "POST",
      url: "http://127.0.0.1:9/v1/chat/completions",
    });
    expect(recorder.events).toHaveLength(1);
    expect(call.maxResponseBytes).toBe(DEFAULT_MAX_RESPONSE_BYTES);
    expect(call.maxErrorBodyBytes).toBe(DEFAULT_MAX_ERROR_BODY_BYTES);
    expect(call.outcome).toMatchObject({ status: 0, bytesRead: 0, problems: [] });
  });

  it("forwards the caller's abort to the call until it is released", () => {
    const caller = new AbortController();
    const call = openCall({
      turn: 1,
      request: helloRequest,
      target: modelTarget(),
      onEvent: createEventRecorder().onEvent,
      signal: caller.signal,
    });
    call.release();
    caller.abort();
    expect(call.controller.signal.aborted).toBe(false);

    const second = new AbortController();
    const linked = openCall({
      turn: 1,
      request: helloRequest,
      target: modelTarget(),
      onEvent: createEventRecorder().onEvent,
      signal: second.signal,
    });
    second.abort("stop");
    expect(linked.controller.signal.reason).toBe("stop");
  });

  it("refuses a call with neither a request nor a sent request", () => {
    expect(() =>
      openCall({ turn: 1, target: modelTarget(), onEvent: createEventRecorder().onEvent }),
    ).toThrow(LoupeError);
  });
});
