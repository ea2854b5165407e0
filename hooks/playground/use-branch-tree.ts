"use client";

import { useEffect, useState } from "react";
import type { SessionTree } from "@/lib/api/sessions";
import { browserApi } from "@/lib/views/shared/browser-api";

/**
 * The branch tree of the open session (`GET /api/sessions/:id/tree`), read again when the
 * session or `refreshKey` (its status and turn) changes; null while there is none to show. A
 * failure leaves the tree out: the conversation works without it.
 */
export function useBranchTree(sessionId: string | null, refreshKey: string): SessionTree | null {
  const [tree, setTree] = useState<SessionTree | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey only says when to read again
  useEffect(() => {
    if (!sessionId) {
      setTree(null);
      return;
    }
    let current = true;
    browserApi
      .sessionTree(sessionId)
      .then((answer) => {
        if (current) setTree(answer);
      })
      .catch(() => {
        if (current) setTree(null);
      });
    return () => {
      current = false;
    };
  }, [sessionId, refreshKey]);
  return tree;
}
