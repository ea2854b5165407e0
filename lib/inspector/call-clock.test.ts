import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CallClock } from "@/lib/inspector/call-clock";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function clock(limits: ConstructorParameters<typeof CallClock>[0]) {
  const onTimeout = vi.fn();
  return { clock: new CallClock(limits, onTimeout), onTimeout };
}

describe("CallClock", () => {
  it("times out after requestMs with the SDK's timeout error", () => {
    const { onTimeout } = clock({ requestMs: 1_000 });
    vi.advanceTimersByTime(999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onTimeout.mock.calls[0]?.[0]).toMatchObject({ code: -32001, data: { timeout: 1_000 } });
  });

  it("stops while held and goes on from where it stood when released", () => {
    const { clock: call, onTimeout } = clock({ requestMs: 1_000 });
    vi.advanceTimersByTime(600);
    call.hold();
    call.hold();
    vi.advanceTimersByTime(60_000);
    call.release();
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
    call.release();
    vi.advanceTimersByTime(399);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("restarts the request window on progress only when resetOnProgress is set", () => {
    const resetting = clock({ requestMs: 1_000, resetOnProgress: true });
    const plain = clock({ requestMs: 1_000 });
    vi.advanceTimersByTime(800);
    resetting.clock.progressed();
    plain.clock.progressed();
    vi.advanceTimersByTime(800);
    expect(plain.onTimeout).toHaveBeenCalledTimes(1);
    expect(resetting.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(resetting.onTimeout).toHaveBeenCalledTimes(1);
  });

  it("ends at maxTotalMs however much progress came, counting no held time", () => {
    const { clock: call, onTimeout } = clock({
      requestMs: 500,
      resetOnProgress: true,
      maxTotalMs: 1_200,
    });
    for (let step = 0; step < 3; step += 1) {
      vi.advanceTimersByTime(400);
      if (step === 1) {
        call.hold();
        vi.advanceTimersByTime(10_000);
        call.release();
      }
      call.progressed();
    }
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onTimeout.mock.calls[0]?.[0]).toMatchObject({ data: { maxTotalTimeout: 1_200 } });
  });

  it("never fires once stopped", () => {
    const { clock: call, onTimeout } = clock({ requestMs: 100 });
    call.stop();
    call.release();
    vi.advanceTimersByTime(1_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
