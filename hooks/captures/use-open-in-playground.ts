"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useJsonResource } from "@/hooks/shared/use-json-resource";
import { errorMessage } from "@/lib/errors";
import { browserCapturesApi } from "@/lib/views/captures/api";
import { browserApi } from "@/lib/views/shared/browser-api";
import { playgroundSearch } from "@/lib/views/shared/url-state";

const loadModels = () => browserApi.models();

/**
 * Open in playground for capture `id`: the playground's model list, the chosen model (the first
 * listed until one is picked), and `open`, which starts the session and goes to the playground
 * with it; what went wrong stays to be shown.
 */
export function useOpenInPlayground(id: string) {
  const router = useRouter();
  const models = useJsonResource(loadModels);
  const listed = models.data?.models ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const model = picked ?? listed[0]?.id ?? "";

  const open = () => {
    if (model === "") return;
    setOpening(true);
    setError(null);
    browserCapturesApi.openInPlayground(id, { model }).then(
      (session) => {
        router.push(`/${playgroundSearch(new URLSearchParams(), { sessionId: session.id })}`);
      },
      (failure: unknown) => {
        setError(errorMessage(failure));
        setOpening(false);
      },
    );
  };

  return {
    models: listed,
    modelsError: models.error === undefined ? null : errorMessage(models.error),
    model,
    setModel: setPicked,
    opening,
    error,
    open,
  };
}
