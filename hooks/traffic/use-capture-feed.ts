"use client";

import { useEffect, useRef, useState } from "react";
import type { CaptureFeedEvent } from "@/lib/api/captures";
import { CAPTURE_FEED_PATH } from "@/lib/views/traffic/api";
import { parseFeedMessage } from "@/lib/views/traffic/feed";

/** Where the live feed stands: opening, receiving, or waiting to try again after it dropped. */
export type FeedStatus = "connecting" | "live" | "reconnecting";

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/**
 * Follows `GET /api/captures/events`, handing each message to `onEvent` (named `capture` or
 * `deleted`, or unnamed: the message says its type). The browser's
 * EventSource reconnects a dropped stream by itself; one it closed (the route answered an error)
 * is opened again, waiting longer each time. `onOpen` runs on every connection, the first one
 * too, so the page can load what it missed meanwhile (a capture that opened after the page's
 * first list was read but before the feed started).
 */
export function useCaptureFeed(
  onEvent: (event: CaptureFeedEvent) => void,
  onOpen: () => void,
): FeedStatus {
  const [status, setStatus] = useState<FeedStatus>("connecting");
  const handlers = useRef({ onEvent, onOpen });
  handlers.current = { onEvent, onOpen };

  useEffect(() => {
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let stopped = false;

    const receive = (message: MessageEvent<string>) => {
      const event = parseFeedMessage(message.data);
      if (event) handlers.current.onEvent(event);
    };
    const connect = () => {
      source = new EventSource(CAPTURE_FEED_PATH);
      source.addEventListener("capture", receive);
      source.addEventListener("deleted", receive);
      source.addEventListener("message", receive);
      source.onopen = () => {
        retryMs = FIRST_RETRY_MS;
        setStatus("live");
        handlers.current.onOpen();
      };
      source.onerror = () => {
        setStatus("reconnecting");
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        source = null;
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, []);

  return status;
}
