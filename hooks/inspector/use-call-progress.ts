"use client";

import { useEffect, useState } from "react";
import type { TrafficMessage } from "@/lib/api/inspector";
import type { InspectorToolsApi } from "@/lib/views/inspector/tools/api";
import {
  findSentRequest,
  latestProgress,
  type ProgressView,
  type SentRequest,
} from "@/lib/views/inspector/tools/tools";

/** A call on its way: its id for `POST /rpc` and where the traffic stood when it was sent. */
export interface RunningCall {
  callId: string;
  afterSeq: number;
  method: string;
  toolName?: string;
}

/**
 * Follows a running call: finds its JSON-RPC id and progress token (from `GET /calls`, else
 * from the outgoing message in the traffic) and answers its latest progress.
 */
export function useCallProgress(
  serverId: string,
  run: RunningCall | null,
  messages: TrafficMessage[],
  toolsApi: InspectorToolsApi,
): { sent?: SentRequest; progress?: ProgressView } {
  const [fromCalls, setFromCalls] = useState<{
    callId: string;
    sent: SentRequest;
    progress?: ProgressView;
  } | null>(null);
  useEffect(() => {
    if (!run) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const { calls } = await toolsApi.listCalls(serverId);
        const call = calls.find((entry) => entry.callId === run.callId);
        if (!stopped && call?.requestId !== undefined) {
          const progress = call.progress
            ? {
                ...call.progress,
                count: 0,
                ...(call.progress.total
                  ? { percent: Math.min(100, (call.progress.progress / call.progress.total) * 100) }
                  : {}),
              }
            : undefined;
          setFromCalls({
            callId: run.callId,
            sent: {
              requestId: call.requestId,
              ...(call.progressToken === undefined ? {} : { progressToken: call.progressToken }),
            },
            ...(progress ? { progress } : {}),
          });
        }
      } catch {
        // The calls route is a help, not a need: the traffic says the same a moment later.
      }
      if (!stopped) timer = setTimeout(() => void poll(), 700);
    };
    void poll();
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [run, serverId, toolsApi]);
  if (!run) return {};
  const known = fromCalls?.callId === run.callId ? fromCalls : null;
  const sent =
    known?.sent ??
    findSentRequest(messages, {
      afterSeq: run.afterSeq,
      method: run.method,
      ...(run.toolName ? { name: run.toolName } : {}),
    });
  const token = sent?.progressToken;
  const progress =
    (token === undefined ? undefined : latestProgress(messages, token, run.afterSeq)) ??
    known?.progress;
  return { ...(sent ? { sent } : {}), ...(progress ? { progress } : {}) };
}
