import type { ProviderTestResult } from "@/lib/api/providers";

/** A connection test's outcome as the settings page shows it. */
export interface TestResultView {
  ok: boolean;
  /** One sentence: latency and model count, or the provider's error in Loupe's words. */
  text: string;
}

/** "Connected in 42 ms · 3 models", or the error with the time it took to fail. */
export function describeTestResult(result: ProviderTestResult): TestResultView {
  if (result.ok) {
    const count = result.models ?? 0;
    return {
      ok: true,
      text: `Connected in ${result.latencyMs} ms · ${count} model${count === 1 ? "" : "s"} listed`,
    };
  }
  const message = result.error?.message ?? "The provider did not answer a model list.";
  return { ok: false, text: `${message} (after ${result.latencyMs} ms)` };
}
