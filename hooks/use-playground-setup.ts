"use client";

import { useCallback, useEffect } from "react";
import type { DialectId } from "@/lib/events/types";
import { browserApi } from "@/lib/views/browser-api";
import { useJsonResource } from "./use-json-resource";

const loadAuth = () => browserApi.auth();
const loadModels = () => browserApi.models();

/**
 * What the setup column starts from: whether this browser holds the token, the model list and
 * the default prompt of the chosen dialect; the models are asked again when the page regains
 * focus (Settings may have changed them). A failure to load any of them goes to `report`. `recheckAuth` asks
 * `/api/auth` again, for when a call answers 401 (the server restarted with a new token).
 */
export function usePlaygroundSetup(
  dialect: DialectId,
  report: (error: unknown, action: string) => void,
) {
  const loadDefaultPrompt = useCallback(() => browserApi.defaultSystemPrompt(dialect), [dialect]);
  const auth = useJsonResource(loadAuth);
  const models = useJsonResource(loadModels);
  const defaultPrompt = useJsonResource(loadDefaultPrompt);

  useEffect(() => {
    if (auth.error !== undefined) report(auth.error, "Check access");
  }, [auth.error, report]);
  useEffect(() => {
    if (models.error !== undefined) report(models.error, "Load models");
  }, [models.error, report]);
  // Providers and models change in Settings (another tab, or the same one): ask again on return.
  const reloadModels = models.reload;
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === "visible") reloadModels();
    };
    window.addEventListener("focus", onReturn);
    document.addEventListener("visibilitychange", onReturn);
    return () => {
      window.removeEventListener("focus", onReturn);
      document.removeEventListener("visibilitychange", onReturn);
    };
  }, [reloadModels]);
  useEffect(() => {
    if (defaultPrompt.error !== undefined) report(defaultPrompt.error, "Load system prompt");
  }, [defaultPrompt.error, report]);

  return {
    /** Undefined while unknown. */
    authenticated: auth.data?.authenticated,
    recheckAuth: auth.reload,
    models: models.data?.models ?? [],
    defaultSystemPrompt: defaultPrompt.data?.systemPrompt,
  };
}
