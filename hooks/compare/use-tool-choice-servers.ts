"use client";

import { useCallback, useMemo, useState } from "react";
import type { ServerPickerState } from "@/components/playground/setup/server-picker";
import { useInspectorServers } from "@/hooks/inspector/use-inspector-servers";
import { useJsonResource } from "@/hooks/shared/use-json-resource";
import type { DialectId } from "@/lib/events/types";
import { expectableTools } from "@/lib/views/compare/tool-choice-draft";
import {
  chosenServers,
  DEMO_CHOICE_KEY,
  isDemoPromptOnly,
  selectionProblem,
  serverChoices,
  unknownChoices,
} from "@/lib/views/playground/setup/session-servers";
import { browserApi } from "@/lib/views/shared/browser-api";

const startingSelection = [DEMO_CHOICE_KEY];

/**
 * The matrix's servers: the demo weather server and every listed server as the playground's
 * picker offers them (the demo server alone to start), the person's choice among them, and the
 * tools those servers offer as `server.tool`, for each query's expected tool.
 */
export function useToolChoiceServers(dialect: DialectId) {
  const listed = useInspectorServers();
  const [selection, setSelection] = useState<string[]>(startingSelection);
  const choices = useMemo(() => serverChoices(listed.servers, undefined), [listed.servers]);
  const servers = useMemo(() => chosenServers(selection, choices), [selection, choices]);
  const body = JSON.stringify(servers);
  const loadTools = useCallback(() => {
    const input = { servers: JSON.parse(body) as typeof servers };
    const answer = isDemoPromptOnly(input)
      ? browserApi.defaultSystemPrompt(dialect)
      : browserApi.renderSystemPrompt(dialect, input);
    return answer.then(({ catalog }) => expectableTools(catalog));
  }, [dialect, body]);
  const tools = useJsonResource(loadTools);
  const picker: ServerPickerState = {
    choices,
    selection,
    loading: listed.loading,
    error: listed.error,
    reload: listed.reload,
    problem: selectionProblem(selection, choices),
    missing: listed.loading ? [] : unknownChoices(selection, choices),
  };
  return { picker, servers, setSelection, tools: tools.data ?? [] };
}
