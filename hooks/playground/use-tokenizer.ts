"use client";

import { useEffect, useState } from "react";
import type { TokenizerEncoding } from "@/lib/prompts/token-counter";
import { type CountTokens, loadTokenizer } from "@/lib/views/playground/setup/tokenizer";

/**
 * The OpenAI tokenizer of `encoding`, loaded on first use; null until it has loaded, when it
 * fails to, or when `encoding` is null (the model has none).
 */
export function useTokenizer(encoding: TokenizerEncoding | null): CountTokens | null {
  const [tokenizer, setTokenizer] = useState<{ encoding: string; count: CountTokens } | null>(null);
  useEffect(() => {
    if (encoding === null) return;
    let live = true;
    loadTokenizer(encoding).then(
      (count) => {
        if (live) setTokenizer({ encoding, count });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [encoding]);
  return tokenizer !== null && tokenizer.encoding === encoding ? tokenizer.count : null;
}
