"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { errorMessage } from "@/lib/errors";
import { browserProvidersApi } from "@/lib/views/settings/api";
import { describeTestResult, type TestResultView } from "@/lib/views/settings/test-result";
import { InlineError } from "./inline-error";

/**
 * "Test connection": lists the provider's models with its key and shows the latency and how
 * many models it offers, or why it failed (bad key, rate limit and when to retry, a failure on
 * the provider's side, nothing listening, no answer in time).
 */
export function ProviderTest({
  providerId,
  onSucceeded,
}: {
  providerId: string;
  /** The provider answered a model list: the models section may fetch it. */
  onSucceeded?: () => void;
}) {
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TestResultView | null>(null);

  const test = async () => {
    setTesting(true);
    setResult(null);
    try {
      const view = describeTestResult(await browserProvidersApi.test(providerId));
      setResult(view);
      if (view.ok) onSucceeded?.();
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error) });
    } finally {
      setTesting(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <Button onClick={() => void test()} disabled={testing}>
          {testing ? "Testing…" : "Test connection"}
        </Button>
        <output aria-label="Connection test" aria-live="polite" className="text-xs">
          {result?.ok ? (
            <span className="inline-flex items-center gap-1 text-success">
              <CheckIcon width={12} height={12} />
              {result.text}
            </span>
          ) : testing ? (
            <span className="text-muted">Listing the provider&apos;s models…</span>
          ) : null}
        </output>
      </div>
      {result && !result.ok ? (
        <InlineError label="Connection test error" messages={[result.text]} />
      ) : null}
    </div>
  );
}
