"use client";

import { useEffect, useState } from "react";
import type { ModelListing } from "@/lib/api/models";
import { counterLabel, type TokenCounter, tokenCounterFor } from "@/lib/prompts/token-counter";
import type { CountTokens } from "@/lib/views/playground/setup/tokenizer";
import { browserApi } from "@/lib/views/shared/browser-api";
import { estimateTokens } from "@/lib/views/shared/format";
import { useTokenizer } from "./use-tokenizer";

/** How long the text must rest before Anthropic is asked again. */
const PROVIDER_COUNT_DELAY_MS = 600;

const ESTIMATE: TokenCounter = { kind: "estimate" };

/**
 * The token counts of the prompt the model receives (`rendered`), by the chosen model's counter
 * (`tokenCounterFor`): the OpenAI tokenizer, loaded on first use; Anthropic's count, asked through
 * Loupe once the text rests (its sections are estimated); else an estimate. Until a tokenizer has
 * loaded, or when Anthropic cannot be asked (no key), the counts are estimates and say so.
 */
export function usePromptCounts(rendered: string, model: ModelListing | undefined) {
  const wanted = tokenCounterFor(model ?? { id: "demo", provider: "demo" });
  const encoding = wanted.kind === "tokenizer" ? wanted.encoding : null;
  const local = useTokenizer(encoding);

  const modelId = model?.id;
  const asksProvider = wanted.kind === "anthropic" && modelId !== undefined;
  const [provider, setProvider] = useState<{ key: string; tokens: number | null } | null>(null);
  useEffect(() => {
    if (!asksProvider || modelId === undefined) return;
    let live = true;
    const key = `${modelId}\n${rendered}`;
    const timer = setTimeout(() => {
      browserApi.countTokens(modelId, rendered).then(
        ({ tokens }) => {
          if (live) setProvider({ key, tokens });
        },
        () => {
          if (live) setProvider({ key, tokens: null });
        },
      );
    }, PROVIDER_COUNT_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [asksProvider, modelId, rendered]);

  const sectionCounter: TokenCounter = local ? wanted : ESTIMATE;
  const count: CountTokens = local ?? estimateTokens;
  const counted =
    provider !== null && provider.key === `${modelId}\n${rendered}` ? provider.tokens : null;
  const totalCounter: TokenCounter =
    wanted.kind === "anthropic" && counted !== null ? wanted : sectionCounter;
  return {
    /** The whole prompt's tokens, and what counted them. */
    total: totalCounter === wanted && counted !== null ? counted : count(rendered),
    totalLabel: counterLabel(totalCounter),
    /** How the outline's sections are counted, and what says so. */
    count,
    sectionLabel: counterLabel(sectionCounter),
  };
}
