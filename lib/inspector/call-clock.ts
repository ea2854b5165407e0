import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

/** How long a call may take: `requestMs` without news, restarted by progress when asked, `maxTotalMs` in all. */
export interface CallClockLimits {
  requestMs: number;
  resetOnProgress?: boolean;
  maxTotalMs?: number;
}

/**
 * A call's timeout clock that can be held: while a request the call caused waits on a person,
 * the clock stops, and it goes on from where it stood once the last hold is released (the MCP
 * spec's progress-resets-the-timeout idea, applied to the person using Loupe). On timeout it
 * hands `onTimeout` the SDK's own timeout error (`RequestTimeout`, data `{ timeout }` or
 * `{ maxTotalTimeout }`), so a timed-out call reads as one the SDK timed out.
 */
export class CallClock {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Time the clock ran before `runningSince`. */
  private ranBefore = 0;
  private runningSince: number | undefined;
  /** Running time at which the current `requestMs` window began. */
  private windowStart = 0;
  private holds = 0;
  private stopped = false;

  constructor(
    private readonly limits: CallClockLimits,
    private readonly onTimeout: (error: McpError) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.runningSince = now();
    this.schedule();
  }

  /** Stops the clock until `release` is called as many times as `hold` was. */
  hold(): void {
    if (this.stopped) return;
    this.holds += 1;
    if (this.holds > 1) return;
    this.ranBefore = this.ran();
    this.runningSince = undefined;
    this.clear();
  }

  /** Releases one hold; the last one starts the clock again where it stopped. */
  release(): void {
    if (this.stopped || this.holds === 0) return;
    this.holds -= 1;
    if (this.holds > 0) return;
    this.runningSince = this.now();
    this.schedule();
  }

  /** A progress notification came: with `resetOnProgress`, the `requestMs` window starts again. */
  progressed(): void {
    if (this.stopped || !this.limits.resetOnProgress) return;
    this.windowStart = this.ran();
    if (this.runningSince !== undefined) this.schedule();
  }

  /** The call ended: the clock never fires. */
  stop(): void {
    this.stopped = true;
    this.clear();
  }

  private ran(): number {
    return this.ranBefore + (this.runningSince === undefined ? 0 : this.now() - this.runningSince);
  }

  private schedule(): void {
    this.clear();
    const ran = this.ran();
    const untilRequest = this.limits.requestMs - (ran - this.windowStart);
    const untilTotal =
      this.limits.maxTotalMs === undefined
        ? Number.POSITIVE_INFINITY
        : this.limits.maxTotalMs - ran;
    const total = untilTotal <= untilRequest;
    this.timer = setTimeout(
      () => {
        this.stop();
        this.onTimeout(
          new McpError(
            ErrorCode.RequestTimeout,
            total ? "Maximum total timeout exceeded" : "Request timed out",
            total
              ? { maxTotalTimeout: this.limits.maxTotalMs, totalElapsed: this.ran() }
              : { timeout: this.limits.requestMs },
          ),
        );
      },
      Math.max(0, Math.min(untilRequest, untilTotal)),
    );
    this.timer.unref?.();
  }

  private clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
