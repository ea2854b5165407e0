import type { LoupeEvent, NewEvent } from "@/lib/events/types";
import type { ModelTarget } from "@/lib/llm/model-provider";
import type { ModelRequest } from "@/lib/llm/model-request";

/** What a fake body did, so a test can see whether the client stopped reading. */
export interface FakeBodyState {
  piecesServed: number;
  cancelled: boolean;
}

/** How a fake body ends: normally, with an error after its pieces, or never (a stalled server). */
export type FakeBodyEnding = { kind: "close" } | { kind: "error"; error: Error } | { kind: "hang" };

/** A response body that serves `pieces` one read at a time. */
export function fakeBody(
  pieces: Uint8Array[],
  ending: FakeBodyEnding = { kind: "close" },
): { stream: ReadableStream<Uint8Array>; state: FakeBodyState } {
  const state: FakeBodyState = { piecesServed: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const piece = pieces[state.piecesServed];
        if (piece) {
          state.piecesServed += 1;
          controller.enqueue(piece);
          return;
        }
        if (ending.kind === "close") controller.close();
        else if (ending.kind === "error") controller.error(ending.error);
        else return new Promise<void>(() => {});
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

/** One call the fake fetch saw. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  signal?: AbortSignal;
}

/** A `fetch` that answers every call with `respond()` and records what was sent. */
export function fakeFetch(respond: () => Response | Promise<Response>): {
  fetch: typeof fetch;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const implementation = async (
    input: RequestInfo | URL,
    init?: RequestInit,
  ): Promise<Response> => {
    const recorded: RecordedRequest = {
      url: String(input),
      method: init?.method ?? "GET",
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === "string" ? init.body : "",
    };
    if (init?.signal) recorded.signal = init.signal;
    requests.push(recorded);
    return respond();
  };
  return { fetch: implementation as typeof fetch, requests };
}

/** An SSE response from byte pieces. */
export function sseResponse(
  pieces: Uint8Array[],
  ending?: FakeBodyEnding,
  init: ResponseInit = {},
): { response: Response; state: FakeBodyState } {
  const { stream, state } = fakeBody(pieces, ending);
  const headers = new Headers(init.headers);
  if (!headers.has("content-type")) headers.set("content-type", "text/event-stream");
  return { response: new Response(stream, { status: 200, ...init, headers }), state };
}

/** An in-memory event log: numbers events like the store does and keeps them for assertions. */
export function createEventRecorder(): {
  onEvent: (event: NewEvent) => number;
  events: LoupeEvent[];
  ofKind: <Kind extends LoupeEvent["kind"]>(kind: Kind) => Extract<LoupeEvent, { kind: Kind }>[];
} {
  const events: LoupeEvent[] = [];
  return {
    events,
    onEvent(event) {
      const seq = events.length + 1;
      events.push({ sessionId: "test", seq, at: seq, ...event } as LoupeEvent);
      return seq;
    },
    ofKind<Kind extends LoupeEvent["kind"]>(kind: Kind) {
      return events.filter(
        (event): event is Extract<LoupeEvent, { kind: Kind }> => event.kind === kind,
      );
    },
  };
}

/** A clock that moves one millisecond each time it is read, so timings are ordered and exact. */
export function steppingClock(): () => number {
  let time = 1000;
  return () => {
    time += 1;
    return time;
  };
}

/** An OpenAI-compatible target at `http://127.0.0.1:9/v1` (nothing listens there), to override. */
export function modelTarget(overrides: Partial<ModelTarget> = {}): ModelTarget {
  return {
    provider: "openai-compatible",
    wire: "openai-compatible",
    model: "demo",
    baseUrl: "http://127.0.0.1:9/v1",
    fetch: globalThis.fetch,
    ...overrides,
  };
}

/** A one-message request, for tests that care about the answer, not the question. */
export const helloRequest: ModelRequest = {
  model: "demo",
  messages: [{ role: "user", content: "hi" }],
};

/** Anthropic Messages stream events as the API sends them: `event: <type>` then `data: <json>`. */
export function anthropicSse(events: { type: string }[]): string {
  return events.map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`).join("");
}

/** An Anthropic stream event line of a `*.chunks.txt` recording, framed the way the API sends it. */
export function frameAnthropicLine(line: string): string {
  const { type } = JSON.parse(line) as { type: string };
  return `event: ${type}\ndata: ${line}\n\n`;
}

/** A response with a content-type other than SSE (NDJSON, JSON), from byte pieces. */
export function typedResponse(
  pieces: Uint8Array[],
  contentType: string,
  ending?: FakeBodyEnding,
): { response: Response; state: FakeBodyState } {
  return sseResponse(pieces, ending, { headers: { "content-type": contentType } });
}
