import "server-only";
import { capturedAnswerReading } from "@/lib/captures/captured-answer-reading";
import { LoupeError } from "@/lib/errors";
import type { EventPayloads } from "@/lib/events/types";
import { describeFetchFailure } from "@/lib/llm/describe-fetch-failure";
import type { Environment } from "@/lib/llm/provider-config";
import { clientResponseHeaders, upstreamRequestHeaders } from "@/lib/proxy/forward-headers";
import { openProxyCapture, readProxiedRequestBody } from "@/lib/proxy/proxy-capture";
import { applyKeyRule } from "@/lib/proxy/proxy-credentials";
import { MAX_RECORDED_REQUEST_BYTES, MAX_RECORDED_RESPONSE_BYTES } from "@/lib/proxy/proxy-limits";
import { recordAnswer } from "@/lib/proxy/record-answer";
import { type RecordedRequestBody, recordRequestBody } from "@/lib/proxy/recorded-request-body";
import { createRecordingFeed, exchangeStarting } from "@/lib/proxy/recording-feed";
import { relayAnswer } from "@/lib/proxy/relay-answer";
import { upstreamUrl } from "@/lib/proxy/upstream-url";
import { resolveUpstream } from "@/lib/proxy/upstreams";
import { wireFormatOf } from "@/lib/proxy/wire-format-of";
import { redactUrl } from "@/lib/security/redact-url";
import { type EventStore, now } from "@/lib/store";

/** The response header that names the capture an exchange is recorded in. */
export const CAPTURE_ID_HEADER = "x-loupe-capture-id";

/** One request to `/api/proxy/<upstream>/<rest>`. */
export interface ProxyExchangeInput {
  request: Request;
  upstream: string;
  /** The path after `/api/proxy/<upstream>`, starting with `/` (or empty). */
  restPath: string;
  store: EventStore;
  env?: Environment;
  /** How much of each side a capture records (default: `proxy-limits.ts`); tests lower them. */
  limits?: ProxyRecordingLimits;
}

/** How many bytes of the request body and of the answer a capture records. */
export interface ProxyRecordingLimits {
  requestBytes: number;
  responseBytes: number;
}

const DEFAULT_LIMITS: ProxyRecordingLimits = {
  requestBytes: MAX_RECORDED_REQUEST_BYTES,
  responseBytes: MAX_RECORDED_RESPONSE_BYTES,
};

type ExchangeEnd = EventPayloads["capture.exchange"]["end"];

/**
 * Forwards one request to the named upstream and streams its answer back to the client byte for
 * byte, as it arrives, while recording the exchange as a capture. The answer is read from the
 * upstream only as fast as the client reads it (backpressure), each read handed to the client
 * and queued for the recorder (`createRecordingFeed`), which records behind the relay and never
 * holds it up; the capture finishes once the recorder has caught up. The client going away
 * aborts the upstream request. Throws `proxy:unknown_upstream` (404) and
 * `security:unauthorized` (401, the key rule) before anything is sent or recorded; answers 502
 * `proxy:upstream_unreachable` when the upstream cannot be reached, the attempt captured as well.
 * Every answer after that names its capture in `x-loupe-capture-id`.
 */
export async function proxyExchange(input: ProxyExchangeInput): Promise<Response> {
  const { request, store } = input;
  const limits = input.limits ?? DEFAULT_LIMITS;
  const upstream = resolveUpstream(input.upstream, input.env);
  const search = new URL(request.url).search;
  const url = upstreamUrl(upstream.baseUrl, input.restPath, search);
  const headers = upstreamRequestHeaders(request.headers);
  applyKeyRule(headers, request.headers, upstream, new URLSearchParams(search).get("key"));

  const startedAt = now();
  const clockStart = performance.now();
  const started = exchangeStarting();
  const body = request.body
    ? await recordRequestBody(request.body, limits.requestBytes)
    : undefined;
  const method = request.method.toUpperCase();
  const path = `${input.restPath || "/"}${search}`;
  const wire = method === "POST" ? wireFormatOf(new URL(url).pathname) : undefined;
  const { model, reading } = readProxiedRequestBody(body?.text ?? "", wire);
  const answerReading = capturedAnswerReading(reading, wire);
  const capture = openProxyCapture(store, {
    upstream: upstream.name,
    method,
    path,
    model,
    request: { headers: request.headers, ...(reading ? { reading } : {}) },
    ...(answerReading ? { reading: answerReading } : {}),
  });

  const aborter = new AbortController();
  const feed = createRecordingFeed(limits.responseBytes);
  const abortUpstream = () => {
    const reason = new Error("the client disconnected");
    aborter.abort(reason);
    feed.abort(reason);
  };
  request.signal.addEventListener("abort", abortUpstream, { once: true });
  const responsePromise = upstream.fetch(url, {
    method,
    headers,
    redirect: "manual",
    signal: aborter.signal,
    ...(body ? { body: body.forwarded, duplex: "half" } : {}),
  } as RequestInit);
  const recording = recordAnswer({
    capture,
    wire,
    upstream: upstream.name,
    baseUrl: upstream.baseUrl,
    method,
    url,
    headers,
    body: body?.text ?? "",
    response: responsePromise,
    feed,
    signal: feed.signal,
    maxBytes: limits.responseBytes,
  });

  const finish = async (
    end: ExchangeEnd,
    status: number,
    responseBytes: number,
    ttfbMs?: number,
  ) => {
    const { recordedBytes } = await recording;
    capture.finish(
      exchangeFacts({
        upstream: upstream.name,
        method,
        path,
        url: redactUrl(url),
        status,
        userAgent: request.headers.get("user-agent") ?? undefined,
        startedAt,
        ttfbMs,
        durationMs: performance.now() - clockStart,
        body,
        responseBytes,
        recordedResponseBytes: recordedBytes,
        end,
      }),
    );
  };

  /** Finishes the capture once its recorder, which may lag behind the relay, is done. */
  const finishLater: typeof finish = (...end) =>
    finish(...end).catch((error: unknown) =>
      console.error("[loupe] recording a proxied exchange failed:", error),
    );

  let response: Response;
  try {
    response = await responsePromise;
  } catch (error) {
    started();
    request.signal.removeEventListener("abort", abortUpstream);
    const message = describeFetchFailure(error, redactUrl(url));
    finishLater(request.signal.aborted ? "client-disconnected" : "unreachable", 0, 0);
    const refusal = new LoupeError(
      "proxy:upstream_unreachable",
      `Upstream "${upstream.name}": ${message}`,
    ).toResponse();
    refusal.headers.set(CAPTURE_ID_HEADER, capture.id);
    return refusal;
  }
  const ttfbMs = performance.now() - clockStart;
  const relay = relayAnswer(
    response,
    feed,
    ({ how, responseBytes }) => {
      started();
      if (how === "client-disconnected") abortUpstream();
      request.signal.removeEventListener("abort", abortUpstream);
      request.signal.removeEventListener("abort", relay.clientGone);
      finishLater(how, response.status, responseBytes, ttfbMs);
    },
    started,
  );
  request.signal.addEventListener("abort", relay.clientGone, { once: true });
  const passed = clientResponseHeaders(response.headers);
  passed.set(CAPTURE_ID_HEADER, capture.id);
  return new Response(relay.body, {
    status: response.status,
    statusText: response.statusText,
    headers: passed,
  });
}

interface ExchangeFactsInput
  extends Omit<
    EventPayloads["capture.exchange"],
    "source" | "requestBytes" | "requestCut" | "responseCut"
  > {
  body: RecordedRequestBody | undefined;
}

function exchangeFacts(input: ExchangeFactsInput): EventPayloads["capture.exchange"] {
  const { body, userAgent, ttfbMs, ...facts } = input;
  return {
    source: "proxy",
    ...facts,
    ...(userAgent === undefined ? {} : { userAgent }),
    ...(ttfbMs === undefined ? {} : { ttfbMs }),
    requestBytes: body?.bytes() ?? 0,
    requestCut: body?.cut() ?? false,
    responseCut: input.responseBytes > input.recordedResponseBytes,
  };
}
