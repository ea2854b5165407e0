import "server-only";
import { COMPARISON_FILE_FORMAT, COMPARISON_FILE_VERSION } from "@/lib/api/comparison-file";
import type { ComparisonView } from "@/lib/api/comparisons";
import { comparisonMarkdown } from "@/lib/comparisons/comparison-markdown";
import { getComparisonView } from "@/lib/comparisons/read-comparison";
import { LoupeError } from "@/lib/errors";
import { maskSecretsInValue } from "@/lib/security/mask-secrets";
import { knownSecrets } from "@/lib/security/secret-registry";
import { exportSessionFile } from "@/lib/session-file/export-session-file";
import type { EventStore } from "@/lib/store";

/** What `GET /api/comparisons/:id/export` writes: the comparison file, or its tables in Markdown. */
export type ComparisonExportFormat = "json" | "markdown";

/** The comparison measured, with every secret Loupe knows now masked by value. */
function maskedView(id: string, store: EventStore): ComparisonView {
  return maskSecretsInValue(getComparisonView(id, store), knownSecrets());
}

/**
 * A comparison as a download: `markdown` its title, summary table and per-turn table; `json` the
 * comparison file (`ComparisonFileV1`), streamed: the comparison measured, then each column's
 * session file as the session export writes it, one after another (a column whose session is
 * gone is left out). Secrets are masked as the session export masks them. Reads the comparison
 * (404 `comparison:not_found`) before the answer starts.
 */
export function exportComparisonFile(
  store: EventStore,
  id: string,
  format: ComparisonExportFormat,
): ReadableStream<Uint8Array> {
  const comparison = maskedView(id, store);
  const encoder = new TextEncoder();
  if (format === "markdown") {
    return new Blob([encoder.encode(comparisonMarkdown(comparison))]).stream();
  }
  const sessionIds = comparison.columns
    .filter((column) => column.status !== "deleted")
    .map((column) => column.sessionId);
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let started = false;
  let written = 0;

  /** The next column's session export, skipping one deleted since the comparison was read. */
  const nextSession = (): ReadableStreamDefaultReader<Uint8Array> | undefined => {
    for (let sessionId = sessionIds.shift(); sessionId; sessionId = sessionIds.shift()) {
      try {
        return exportSessionFile(store, sessionId, "json").getReader();
      } catch (error) {
        if (!(error instanceof LoupeError && error.code === "session:not_found")) throw error;
      }
    }
    return undefined;
  };

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(
          encoder.encode(
            `{"format":"${COMPARISON_FILE_FORMAT}","version":${COMPARISON_FILE_VERSION},"exportedAt":${JSON.stringify(new Date().toISOString())},"comparison":${JSON.stringify(comparison)},"sessions":[`,
          ),
        );
        return;
      }
      while (true) {
        if (!reader) {
          reader = nextSession();
          if (!reader) {
            controller.enqueue(encoder.encode("]}\n"));
            controller.close();
            return;
          }
          if (written > 0) controller.enqueue(encoder.encode(","));
          written += 1;
        }
        const { done, value } = await reader.read();
        if (!done) {
          controller.enqueue(value);
          return;
        }
        reader = undefined;
      }
    },
    async cancel(reason) {
      await reader?.cancel(reason);
    },
  });
}
