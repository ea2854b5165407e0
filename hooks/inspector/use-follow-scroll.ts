"use client";

import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { isAtEnd } from "@/lib/views/inspector/logging/logging";

/**
 * Keeps a scrolled list at its end as `content` grows, until the person scrolls up; scrolling
 * back to the end, or `jumpToEnd`, follows again.
 */
export function useFollowScroll<Element extends HTMLElement>(content: unknown) {
  const ref = useRef<Element>(null);
  const [following, setFollowing] = useState(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (following && element && content !== undefined) element.scrollTop = element.scrollHeight;
  }, [content, following]);
  const onScroll = useCallback(() => {
    const element = ref.current;
    if (element) setFollowing(isAtEnd(element));
  }, []);
  const jumpToEnd = useCallback(() => {
    const element = ref.current;
    if (element) element.scrollTop = element.scrollHeight;
    setFollowing(true);
  }, []);
  return { ref, following, onScroll, jumpToEnd };
}
