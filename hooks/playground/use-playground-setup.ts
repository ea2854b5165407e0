"use client";

import { useEffect } from "react";
import { useJsonResource } from "@/hooks/shared/use-json-resource";
import { browserApi } from "@/lib/views/shared/browser-api";

const loadAuth = () => browserApi.auth();
const loadModels = () => browserApi.models();

/**
 * What the setup column starts from: whether this browser holds the token and the model list;
 * the models are asked again when the page regains focus (Settings may have changed them). A
 * failure to load either goes to `report`. `recheckAuth` asks `/api/auth` again, for when a call
 * answers 401 (the server restarted with a new token).
 */
export function usePlaygroundSetup(report: (error: unknown, action: string) => void) {
  const auth = useJsonResource(loadAuth);
  const models = useJsonResource(loadModels);

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

  return {
    /** Undefined while unknown. */
    authenticated: auth.data?.authenticated,
    recheckAuth: auth.reload,
    models: models.data?.models ?? [],
  };
}
