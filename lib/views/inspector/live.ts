import type {
  EndedRequest,
  PendingPage,
  PendingRequest,
  RefusedRequests,
  TrafficExchange,
  TrafficPage,
} from "@/lib/api/inspector";
import { errorMessage } from "@/lib/errors";
import { growExchange } from "@/lib/events/grow-exchange";
import type { InspectorApi } from "./api";
import { samePendingRequest } from "./pending/notice";

/** What the inspector page knows of one server's traffic and waiting requests, kept up to date. */
export interface InspectorLiveState {
  messages: TrafficPage["messages"];
  exchanges: TrafficPage["exchanges"];
  stderr: TrafficPage["stderr"];
  exits: TrafficPage["exits"];
  pending: PendingRequest[];
  /** The requests that ended unanswered with the call that caused them, oldest first. */
  ended: EndedRequest[];
  /** How many requests the connection refused because its pending list was full. */
  refused: RefusedRequests | null;
  /** The last event seq read; the next poll asks for what follows it. */
  lastSeq: number;
  /** How many of the oldest messages and exchanges were let go to stay within the cap. */
  dropped: number;
  /** Why the last poll failed; null once one succeeds again. */
  error: string | null;
}

/** The calls the live view needs, so tests can pass a fake. */
export type InspectorLiveApi = Pick<InspectorApi, "traffic" | "pending">;

/** How often the page asks for new traffic, and how much of it the page keeps. */
export interface InspectorLiveOptions {
  intervalMs?: number;
  maxItems?: number;
}

const EMPTY: InspectorLiveState = {
  messages: [],
  exchanges: [],
  stderr: [],
  exits: [],
  pending: [],
  ended: [],
  refused: null,
  lastSeq: 0,
  dropped: 0,
  error: null,
};

/**
 * Follows one inspected server: polls `GET /traffic?after=` (every page until `more` is false)
 * and `GET /pending`, and publishes an immutable snapshot whenever something changed. React-free;
 * `hooks/inspector/use-inspector-live.ts` exposes it to components.
 */
export class InspectorLive {
  private state: InspectorLiveState = EMPTY;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private polling: Promise<void> | undefined;
  private readonly intervalMs: number;
  private readonly maxItems: number;

  constructor(
    private readonly api: InspectorLiveApi,
    private readonly serverId: string,
    options: InspectorLiveOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 700;
    this.maxItems = options.maxItems ?? 5_000;
  }

  /** The current snapshot; the same object until something changes. */
  getSnapshot = (): InspectorLiveState => this.state;

  /** Calls `listener` after each change; answers a function that stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts polling (at once, then every interval) until `stop`. */
  start(): void {
    if (this.running) return;
    this.running = true;
    void this.tick();
  }

  /** Stops polling; a poll under way finishes but publishes nothing more. */
  stop(): void {
    this.running = false;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Polls now (e.g. right after a call), sharing a poll already under way. */
  refresh(): Promise<void> {
    this.polling ??= this.poll().finally(() => {
      this.polling = undefined;
    });
    return this.polling;
  }

  private async tick(): Promise<void> {
    await this.refresh();
    if (this.running) this.timer = setTimeout(() => void this.tick(), this.intervalMs);
  }

  private async poll(): Promise<void> {
    let next = this.state;
    try {
      for (let pages = 0; pages < 20; pages += 1) {
        const page = await this.api.traffic(this.serverId, next.lastSeq);
        if (page.lastSeq !== next.lastSeq) next = this.append(next, page);
        if (!page.more) break;
      }
      const page = await this.api.pending(this.serverId);
      if (!samePendingPage(next, page)) {
        next = {
          ...next,
          pending: page.pending,
          ended: page.ended,
          refused: page.refused,
        };
      }
      if (next.error !== null) next = { ...next, error: null };
    } catch (error) {
      const message = errorMessage(error);
      if (next.error !== message) next = { ...next, error: message };
    }
    if (next !== this.state && this.running) this.publish(next);
  }

  private append(state: InspectorLiveState, page: TrafficPage): InspectorLiveState {
    const messages = state.messages.concat(page.messages);
    const exchanges = mergeExchanges(state.exchanges, page);
    const overflow =
      Math.max(0, messages.length - this.maxItems) + Math.max(0, exchanges.length - this.maxItems);
    return {
      ...state,
      messages: messages.length > this.maxItems ? messages.slice(-this.maxItems) : messages,
      exchanges: exchanges.length > this.maxItems ? exchanges.slice(-this.maxItems) : exchanges,
      stderr: state.stderr.concat(page.stderr).slice(-this.maxItems),
      exits: state.exits.concat(page.exits),
      lastSeq: page.lastSeq,
      dropped: state.dropped + overflow,
    };
  }

  private publish(state: InspectorLiveState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/**
 * The held exchanges with a page's added: an exchange still open grows with the page's pieces of
 * it (`chunks`) and is replaced, in place, by the page's later record of it (more text, or the
 * final one); every other exchange of the page is appended.
 */
export function mergeExchanges(
  held: readonly TrafficExchange[],
  page: Pick<TrafficPage, "exchanges" | "chunks">,
): TrafficExchange[] {
  const merged = held.slice();
  const openAt = new Map<string, number>();
  merged.forEach((exchange, index) => {
    if (exchange.open && exchange.exchangeId !== undefined) openAt.set(exchange.exchangeId, index);
  });
  for (const chunk of page.chunks ?? []) {
    const index = openAt.get(chunk.exchangeId);
    const open = index === undefined ? undefined : merged[index];
    if (index === undefined || !open) continue;
    merged[index] = growExchange(open, chunk);
  }
  for (const exchange of page.exchanges) {
    const index = exchange.exchangeId === undefined ? undefined : openAt.get(exchange.exchangeId);
    const first = index === undefined ? undefined : merged[index];
    if (index === undefined || !first) {
      merged.push(exchange);
      continue;
    }
    merged[index] = { ...exchange, seq: first.seq, at: first.at };
    if (!exchange.open && exchange.exchangeId !== undefined) openAt.delete(exchange.exchangeId);
  }
  return merged;
}

function samePendingPage(state: InspectorLiveState, page: PendingPage): boolean {
  const { pending } = page;
  return (
    state.pending.length === pending.length &&
    state.pending.every((request, index) => {
      const other = pending[index];
      return other !== undefined && samePendingRequest(request, other);
    }) &&
    state.ended.length === page.ended.length &&
    state.ended.at(-1)?.endedAt === page.ended.at(-1)?.endedAt &&
    state.refused?.count === page.refused.count
  );
}
