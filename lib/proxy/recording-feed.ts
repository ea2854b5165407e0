import { MAX_RECORDED_RESPONSE_BYTES } from "@/lib/proxy/proxy-limits";

/** The answer's bytes as the capture's recorder reads them, fed by the proxy as they pass. */
export interface RecordingFeed {
  /** The stream the recorder reads: what was pushed, in batches, behind the relay. */
  stream: ReadableStream<Uint8Array>;
  /** Aborted once the recorder has read every byte pushed before `abort`. */
  signal: AbortSignal;
  /**
   * When (`performance.now` time) the bytes last handed to the recorder arrived, or the ending
   * once handed over; undefined before either. A lagging recorder times the answer by it.
   */
  handedAt(): number | undefined;
  push(bytes: Uint8Array): void;
  /** The answer ended whole: the stream ends after the bytes queued. */
  close(): void;
  /** The upstream broke off: the stream errors after the bytes queued. */
  fail(error: unknown): void;
  /** The client went away: `signal` aborts after the bytes queued. */
  abort(reason: unknown): void;
}

/**
 * Most bytes the recorder takes at once (8 KiB): each batch is recorded in one go (one store
 * transaction) on the relaying thread, so a small batch keeps that pause short.
 */
export const RECORDING_BATCH_BYTES = 8 * 1024;

/**
 * How often a batch is recorded anyway while relaying never rests (every 50 ms, of all the
 * captures together): streams that never pause are still recorded as they go, slowly.
 */
export const MAX_RECORDING_DELAY_MS = 50;

/** Counts the pushes of every feed, so a recorder can tell whether any relay is busy. */
let relayReads = 0;

/** Exchanges on their way to their first byte: recording waits for them too. */
let startingExchanges = 0;

/** Longest an exchange counts as starting (10 s), should its end never be told. */
const MAX_STARTING_MS = 10_000;

/**
 * Marks an exchange as starting (its request read, its upstream asked) until the returned
 * function is called, at its first byte or its failure: recorders hold back meanwhile (within
 * `MAX_RECORDING_DELAY_MS`), so a capture lagging behind delays no other exchange's first byte.
 */
export function exchangeStarting(): () => void {
  startingExchanges += 1;
  let started = false;
  const release = () => {
    if (started) return;
    started = true;
    startingExchanges -= 1;
    clearTimeout(timer);
  };
  const timer = setTimeout(release, MAX_STARTING_MS);
  timer.unref();
  return release;
}

/** Recorders waiting for their turn to record a batch, first come first served. */
const waiting: { record: () => void; since: number }[] = [];
let turnScheduled = false;
let readsBeforeTurn = 0;
let lastUnrestedBatchAt = Number.NEGATIVE_INFINITY;

/**
 * One turn of the event loop: lets the first waiting recorder record one batch when the turn
 * before had no relay read and no exchange starting, or when it has waited
 * `MAX_RECORDING_DELAY_MS` and no other batch was let through that way for as long. One batch
 * a turn at most, so however many captures lag, each pause the relay meets is one batch long;
 * while none is let through, the next look is a millisecond later, so waiting spins no processor.
 */
function recordingTurn(): void {
  turnScheduled = false;
  const resting = relayReads === readsBeforeTurn && startingExchanges === 0;
  readsBeforeTurn = relayReads;
  const now = performance.now();
  const first = waiting[0];
  const overdue =
    first !== undefined &&
    now - first.since >= MAX_RECORDING_DELAY_MS &&
    now - lastUnrestedBatchAt >= MAX_RECORDING_DELAY_MS;
  const letThrough = resting || overdue;
  if (letThrough) {
    if (!resting) lastUnrestedBatchAt = now;
    waiting.shift()?.record();
  }
  if (waiting.length > 0) scheduleRecordingTurn(letThrough ? "next turn" : "later");
}

/** The next recording turn: right after this one, or a millisecond later while relaying goes on. */
function scheduleRecordingTurn(when: "next turn" | "later" = "next turn"): void {
  if (turnScheduled) return;
  turnScheduled = true;
  if (when === "next turn") setImmediate(recordingTurn);
  else setTimeout(recordingTurn, 1);
}

/**
 * Resolves when a recorder may do its next piece of work (record a batch, or open its recording),
 * as `recordingTurn` lets it.
 */
export function nextRecordingTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push({ record: resolve, since: performance.now() });
    scheduleRecordingTurn();
  });
}

type Ending = (
  | { kind: "close" }
  | { kind: "fail"; error: unknown }
  | { kind: "abort"; reason: unknown }
) & { at: number };

/** One push as it waits for the recorder: its bytes and when they arrived. */
interface QueuedRead {
  bytes: Uint8Array;
  at: number;
}

/**
 * A queue between the relay and the capture's recorder, so the client's bytes never wait for
 * the recording. `push` only queues the read; the recorder takes the queue in batches of at most
 * `RECORDING_BATCH_BYTES`, one batch of one capture a turn of the event loop, after a turn in
 * which no relay read anything and no exchange was starting (`exchangeStarting`), or one every
 * `MAX_RECORDING_DELAY_MS` while relaying never rests: recording runs when relaying rests. The
 * queue holds at most `maxBytes` and the read that crosses it (the capture records no more, and
 * learns that it was cut); pushes past that, or once the recorder stops reading, are dropped. An
 * ending (close, fail, abort) reaches the recorder after every queued byte.
 */
export function createRecordingFeed(maxBytes = MAX_RECORDED_RESPONSE_BYTES): RecordingFeed {
  const queue: QueuedRead[] = [];
  /** When the bytes last handed to the recorder arrived; undefined until the first batch. */
  let handedAt: number | undefined;
  let acceptedBytes = 0;
  let reading = true;
  let ending: Ending | undefined;
  let wake: (() => void) | undefined;
  const aborter = new AbortController();

  const takeBatch = (): Uint8Array => {
    const parts: Uint8Array[] = [];
    let size = 0;
    while (queue.length > 0 && size < RECORDING_BATCH_BYTES) {
      const read = queue[0] as QueuedRead;
      const part = read.bytes;
      const room = RECORDING_BATCH_BYTES - size;
      handedAt = read.at;
      if (part.byteLength <= room) {
        parts.push(part);
        queue.shift();
        size += part.byteLength;
      } else {
        parts.push(part.subarray(0, room));
        read.bytes = part.subarray(room);
        size += room;
      }
    }
    return parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts, size);
  };

  /** Waits until the queue holds bytes or the feed has ended, then for a recording turn. */
  const settled = async (): Promise<void> => {
    while (queue.length === 0 && !ending) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
    await nextRecordingTurn();
  };

  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await settled();
        if (!reading) return;
        if (queue.length > 0) {
          controller.enqueue(takeBatch());
          return;
        }
        handedAt = ending?.at ?? handedAt;
        if (ending?.kind === "close") controller.close();
        else if (ending?.kind === "fail") controller.error(ending.error);
        else if (ending?.kind === "abort") {
          aborter.abort(ending.reason);
          controller.error(ending.reason);
        }
      },
      cancel() {
        reading = false;
        queue.length = 0;
        if (ending?.kind === "abort") aborter.abort(ending.reason);
      },
    },
    { highWaterMark: 0 },
  );
  const end = (next: Ending) => {
    if (ending) return;
    ending = next;
    if (!reading) handedAt = next.at;
    wake?.();
    wake = undefined;
  };
  return {
    stream,
    signal: aborter.signal,
    handedAt: () => handedAt,
    push(bytes) {
      relayReads += 1;
      if (!reading || ending || acceptedBytes > maxBytes) return;
      acceptedBytes += bytes.byteLength;
      queue.push({ bytes, at: performance.now() });
      wake?.();
      wake = undefined;
    },
    close: () => end({ kind: "close", at: performance.now() }),
    fail: (error) => end({ kind: "fail", error, at: performance.now() }),
    abort(reason) {
      end({ kind: "abort", reason, at: performance.now() });
      // With nothing left to record the recorder hears of it at once, even before it reads.
      if (queue.length === 0 || !reading) aborter.abort(reason);
    },
  };
}
