import "server-only";
import { CAPTURE_TURN } from "@/lib/captures/import-capture";
import { describeFetchFailure, innermostErrorMessage } from "@/lib/llm/describe-fetch-failure";
import type { AssembledAnswer } from "@/lib/llm/model-part";
import type { WireFormat } from "@/lib/llm/providers/provider-kinds";
import { readBodyChunks } from "@/lib/llm/read-body-chunks";
import { streamModel } from "@/lib/llm/stream-model";
import type { ProxyCapture } from "@/lib/proxy/proxy-capture";
import { nextRecordingTurn, type RecordingFeed } from "@/lib/proxy/recording-feed";
import { redactHeaders } from "@/lib/security/redact-headers";
import { redactUrl } from "@/lib/security/redact-url";

/** One proxied exchange as its recorder sees it. */
export interface RecordAnswerInput {
  capture: ProxyCapture;
  /** The wire format the path speaks; undefined records the answer as raw bytes. */
  wire: WireFormat | undefined;
  upstream: string;
  baseUrl: string;
  method: string;
  url: string;
  /** The headers sent upstream (recorded redacted). */
  headers: Headers;
  /** The request body as far as recorded. */
  body: string;
  /** The upstream's response, or its failure. */
  response: Promise<Response>;
  /** The answer's bytes as the client receives them, read behind the relay. */
  feed: RecordingFeed;
  /** Aborted when the client has gone away and what it was sent before is recorded. */
  signal: AbortSignal;
  /** Bytes of the answer recorded; past them recording stops (the client still gets all). */
  maxBytes: number;
}

/** Bytes of the answer the capture holds. */
export interface RecordedAnswer {
  recordedBytes: number;
}

/**
 * The recorder's clock, which tells the exchange's own times while the recorder lags behind it:
 * when the exchange started until the recorder asks for the answer, then when the answer's head
 * came, then when the bytes it was last handed arrived (`RecordingFeed.handedAt`).
 */
interface RecorderClock {
  now(): number;
  /** The recorder asks for the answer from here on. */
  asking(): void;
}

function recorderClock(feed: RecordingFeed, response: Promise<unknown>): RecorderClock {
  const startedAt = performance.now();
  let respondedAt: number | undefined;
  let asked = false;
  const settle = () => {
    respondedAt = performance.now();
  };
  response.then(settle, settle);
  return {
    now: () => (asked ? (feed.handedAt() ?? respondedAt ?? performance.now()) : startedAt),
    asking: () => {
      asked = true;
    },
  };
}

/** The recorder's copy of the upstream's head, reading the fed bytes instead of the network. */
function fedResponse(response: Response, feed: RecordingFeed): Response {
  const noBody = [204, 205, 304].includes(response.status);
  if (noBody) feed.close();
  return new Response(noBody ? null : feed.stream, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * Records the answer of one proxied exchange into its capture as it streams, with the same
 * events as a playground turn. A path with a wire format goes through the recording core
 * (`streamModel`), so its frames, deltas and assembled answer are those of a live call; any other
 * path is recorded as `llm.request`, one `llm.chunk` per read and an `llm.response` with nothing
 * assembled. It starts at a recording turn and reads the feed behind the relay, timing the answer
 * as it came (`recorderClock`). Past `maxBytes` recording stops; the feed then drops bytes.
 */
export async function recordAnswer(input: RecordAnswerInput): Promise<RecordedAnswer> {
  const clock = recorderClock(input.feed, input.response);
  await nextRecordingTurn();
  if (input.wire === undefined) return recordRawAnswer(input, clock);
  let recordedBytes = 0;
  await streamModel({
    turn: CAPTURE_TURN,
    sent: { url: input.url, headers: Object.fromEntries(input.headers), body: input.body },
    target: {
      provider: input.upstream,
      wire: input.wire,
      model: "",
      baseUrl: input.baseUrl,
      fetch: (async () => {
        clock.asking();
        return fedResponse(await input.response, input.feed);
      }) as typeof fetch,
    },
    onEvent: input.capture.emit,
    withinRead: input.capture.withinRead,
    signal: input.signal,
    maxResponseBytes: input.maxBytes,
    maxErrorBodyBytes: input.maxBytes,
    tee: {
      onBytes: (bytes) => {
        recordedBytes += bytes.byteLength;
      },
    },
    now: clock.now,
  });
  return { recordedBytes };
}

const NOTHING_ASSEMBLED: AssembledAnswer = { content: "", reasoning: "", toolCalls: [] };

async function recordRawAnswer(
  input: RecordAnswerInput,
  clock: RecorderClock,
): Promise<RecordedAnswer> {
  const { capture, feed } = input;
  const startedAt = clock.now();
  const elapsedMs = () => clock.now() - startedAt;
  const shownUrl = redactUrl(input.url);
  capture.emit({
    kind: "llm.request",
    data: {
      turn: CAPTURE_TURN,
      provider: input.upstream,
      url: shownUrl,
      method: input.method,
      headers: redactHeaders(input.headers),
      body: input.body,
    },
  });
  let response: Response;
  try {
    clock.asking();
    response = await input.response;
  } catch (error) {
    capture.emit({
      kind: "llm.response",
      data: {
        turn: CAPTURE_TURN,
        status: 0,
        headers: {},
        timings: { endMs: elapsedMs() },
        assembled: {
          ...NOTHING_ASSEMBLED,
          error: { code: "model:request_failed", message: describeFetchFailure(error, shownUrl) },
        },
      },
    });
    return { recordedBytes: 0 };
  }
  const ttfbMs = elapsedMs();
  const reader = feed.stream.getReader();
  const { end, bytesRead } = await readBodyChunks(reader, {
    signal: input.signal,
    idleTimeoutMs: () => undefined,
    maxBytes: input.maxBytes,
    onBytes: (bytes, offset) => {
      capture.emit({
        kind: "llm.chunk",
        data: {
          turn: CAPTURE_TURN,
          base64: Buffer.from(bytes).toString("base64"),
          offset,
          length: bytes.byteLength,
        },
      });
    },
    shouldStop: () => false,
  });
  if (end.kind !== "done") reader.cancel().catch(() => {});
  const error =
    end.kind === "failed"
      ? {
          code: "model:stream_failed",
          message: `The response from ${shownUrl} broke off after ${bytesRead} bytes: ${innermostErrorMessage(end.error)}.`,
        }
      : undefined;
  capture.emit({
    kind: "llm.response",
    data: {
      turn: CAPTURE_TURN,
      status: response.status,
      headers: redactHeaders(response.headers),
      timings: { ttfbMs, endMs: elapsedMs() },
      assembled: error ? { ...NOTHING_ASSEMBLED, error } : NOTHING_ASSEMBLED,
    },
  });
  return { recordedBytes: bytesRead };
}
