"use client";

import { useMemo } from "react";
import { useTokenizer } from "@/hooks/playground/use-tokenizer";
import type { ModelListing } from "@/lib/api/models";
import { counterLabel, type TokenCounter, tokenCounterFor } from "@/lib/prompts/token-counter";
import { rememberingCounter } from "@/lib/views/lanes/message-tokens";
import type { CountTokens } from "@/lib/views/playground/setup/tokenizer";
import { estimateTokens } from "@/lib/views/shared/format";

const ESTIMATE: TokenCounter = { kind: "estimate" };

/**
 * How the Request lane counts a message's tokens: the prompt editor's counter for the session's
 * model (the OpenAI tokenizer by its encoding, loaded on first use), else an estimate that says
 * so (Anthropic's count endpoint is one request a text, too many for a message list). Each text
 * is counted once.
 */
export function useMessageCounter(model: Pick<ModelListing, "id" | "provider"> | undefined): {
  count: CountTokens;
  label: string;
} {
  const wanted = tokenCounterFor(model ?? { id: "demo", provider: "demo" });
  const tokenizer = useTokenizer(wanted.kind === "tokenizer" ? wanted.encoding : null);
  const label = counterLabel(tokenizer ? wanted : ESTIMATE);
  const count = useMemo(() => rememberingCounter(tokenizer ?? estimateTokens), [tokenizer]);
  return { count, label };
}
