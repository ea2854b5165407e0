"use client";

import { useCallback, useEffect, useState } from "react";
import { AuthBanner } from "@/components/playground/auth-banner";
import { useCaptureDraft } from "@/hooks/captures/use-capture-draft";
import { useCapturesUrl } from "@/hooks/captures/use-captures-url";
import { useRecentCaptures } from "@/hooks/captures/use-recent-captures";
import { browserApi } from "@/lib/views/shared/browser-api";
import { CaptureImportForm } from "./capture-import-form";
import { CaptureReader } from "./capture-reader";
import { RecentCaptures } from "./recent-captures";

/**
 * The Captures screen: paste or drop a raw model stream and import it, then read it with the
 * playground's lanes (`?capture=<id>`). The captures imported in this browser are listed beside;
 * the form keeps its draft while a capture is open.
 */
export function CapturesPage() {
  const url = useCapturesUrl();
  const recent = useRecentCaptures();
  const draft = useCaptureDraft();
  const [authenticated, setAuthenticated] = useState<boolean | null>(null);
  useEffect(() => {
    browserApi.auth().then(
      (answer) => setAuthenticated(answer.authenticated),
      () => setAuthenticated(null),
    );
  }, []);
  const { remember, forget } = recent;
  const open = useCallback(
    (id: string | null) => url.update({ captureId: id, lane: "sse" }, "push"),
    [url.update],
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex h-11 shrink-0 items-center gap-3 border-b border-line bg-surface px-4">
        <h1 className="text-sm font-semibold">Captures</h1>
        <span className="h-4 w-px bg-line" aria-hidden="true" />
        <span className="truncate text-xs text-muted">
          {url.captureId ? "Reading an imported stream" : "Import a raw model stream"}
        </span>
      </header>
      {authenticated === false ? <AuthBanner /> : null}
      <div className="flex min-h-0 flex-1 max-md:flex-col">
        <RecentCaptures
          ids={recent.ids}
          openId={url.captureId}
          onOpen={open}
          onNewImport={() => open(null)}
          onForget={(id) => {
            forget(id);
            if (id === url.captureId) open(null);
          }}
        />
        <div className="flex min-h-0 min-w-0 flex-1 flex-col overflow-auto">
          {url.captureId ? (
            <CaptureReader
              key={url.captureId}
              id={url.captureId}
              lane={url.lane}
              onLaneChange={(lane) => url.update({ lane })}
              onForget={(id) => {
                forget(id);
                open(null);
              }}
            />
          ) : (
            <CaptureImportForm
              draft={draft}
              onImported={(id) => {
                remember(id);
                open(id);
              }}
            />
          )}
        </div>
      </div>
    </div>
  );
}
