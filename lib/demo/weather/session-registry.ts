/** Anything a session map can end: an MCP transport and its server. */
export interface ClosableSession {
  close(): Promise<void>;
}

/** Limits that keep a script from exhausting memory with sessions. */
export interface SessionRegistryOptions {
  /** Live sessions kept at most; adding one more closes the least recently used. */
  maxSessions?: number;
  /** A session that handles no request for this long is closed by `closeIdle`. */
  idleTimeoutMs?: number;
  /** Milliseconds now; injectable so tests need no waiting. */
  now?: () => number;
}

const DEFAULT_MAX_SESSIONS = 100;
const DEFAULT_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 1000;

interface Entry<Session> {
  session: Session;
  lastUsedAt: number;
}

/**
 * Session id → live session, bounded in size and in idle time: the demo MCP endpoints keep one
 * server per client session, and nothing a client does may make that grow without limit.
 */
export class SessionRegistry<Session extends ClosableSession> {
  readonly maxSessions: number;
  readonly idleTimeoutMs: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry<Session>>();
  private sweepTimer: ReturnType<typeof setInterval> | undefined;

  constructor(options: SessionRegistryOptions = {}) {
    this.maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Adds a session, closing the least recently used ones beyond `maxSessions`. */
  add(id: string, session: Session): void {
    this.entries.set(id, { session, lastUsedAt: this.now() });
    while (this.entries.size > this.maxSessions) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.closeSession(oldest.value);
    }
    this.startSweeping();
  }

  /** The session under `id`, marked as just used; undefined when unknown or already closed. */
  use(id: string): Session | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    entry.lastUsedAt = this.now();
    this.entries.set(id, entry);
    return entry.session;
  }

  /** True while a session is registered under `id`. */
  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** Forgets a session without closing it (its transport closed by itself). */
  remove(id: string): void {
    this.entries.delete(id);
    if (this.entries.size === 0) this.stopSweeping();
  }

  /** Closes the sessions idle for longer than `idleTimeoutMs`; returns how many. */
  closeIdle(): number {
    const cutoff = this.now() - this.idleTimeoutMs;
    const idle = [...this.entries].filter(([, entry]) => entry.lastUsedAt <= cutoff);
    for (const [id] of idle) this.closeSession(id);
    return idle.length;
  }

  /** Closes every session, e.g. at shutdown or between tests. */
  async closeAll(): Promise<void> {
    const sessions = [...this.entries.values()].map((entry) => entry.session);
    this.entries.clear();
    this.stopSweeping();
    await Promise.allSettled(sessions.map((session) => session.close()));
  }

  private closeSession(id: string): void {
    const entry = this.entries.get(id);
    this.remove(id);
    entry?.session.close().catch((error: unknown) => {
      console.warn(`[loupe] closing demo MCP session ${id} failed:`, error);
    });
  }

  private startSweeping(): void {
    if (this.sweepTimer) return;
    this.sweepTimer = setInterval(() => this.closeIdle(), SWEEP_INTERVAL_MS);
    this.sweepTimer.unref?.();
  }

  private stopSweeping(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
  }
}
