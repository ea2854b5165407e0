"use client";

import { useCallback, useEffect } from "react";
import { useJsonResource } from "@/hooks/shared/use-json-resource";
import type { PromptServers } from "@/lib/api/sessions";
import type { DialectId } from "@/lib/events/types";
import { promptKey } from "@/lib/views/playground/setup/prompt-key";
import { isDemoPromptOnly } from "@/lib/views/playground/setup/session-servers";
import { browserApi } from "@/lib/views/shared/browser-api";

/**
 * The dialect's default prompt for these servers, as Loupe renders it when a session starts,
 * asked again whenever the dialect or the servers change (the demo server alone needs no token).
 * `key` says which servers the prompt in hand was rendered for; `current` is false while the
 * prompt for the latest choice is on its way; `catalog` is what those servers offer. A failure
 * goes to `report`.
 */
export function useDefaultPrompt(
  dialect: DialectId,
  servers: PromptServers,
  report: (error: unknown, action: string) => void,
) {
  const key = promptKey(dialect, servers);
  const body = JSON.stringify(servers);
  const load = useCallback(() => {
    const input = JSON.parse(body) as PromptServers;
    const answer = isDemoPromptOnly(input)
      ? browserApi.defaultSystemPrompt(dialect)
      : browserApi.renderSystemPrompt(dialect, input);
    return answer.then(({ systemPrompt, catalog }) => ({
      systemPrompt,
      catalog,
      key: promptKey(dialect, input),
    }));
  }, [dialect, body]);
  const prompt = useJsonResource(load);
  useEffect(() => {
    if (prompt.error !== undefined) report(prompt.error, "Load system prompt");
  }, [prompt.error, report]);
  return {
    systemPrompt: prompt.data?.systemPrompt,
    /** The servers' catalogue the prompt was rendered from, which fills its placeholders. */
    catalog: prompt.data?.catalog,
    key: prompt.data?.key,
    current: prompt.data?.key === key,
  };
}
