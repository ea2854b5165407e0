import type { CaptureListItem } from "@/lib/api/captures";

/** A finished proxied exchange's list row, with `overrides` applied, for the Traffic views' tests. */
export function captureListItem(overrides: Partial<CaptureListItem> = {}): CaptureListItem {
  return {
    id: "capture-1",
    source: "proxy",
    upstream: "demo",
    method: "POST",
    path: "/v1/chat/completions",
    status: 200,
    model: "demo-model",
    userAgent: "OpenAI/JS 5.23.2",
    startedAt: 1_000,
    ttfbMs: 12,
    durationMs: 340,
    requestBytes: 1_200,
    responseBytes: 4_800,
    usage: { input: 300, output: 40, raw: {} },
    conversationId: null,
    ...overrides,
  };
}
