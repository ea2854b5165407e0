import "server-only";
import type { CaptureExportFormat, CaptureExportLine, CaptureView } from "@/lib/api/captures";
import { captureHarEntry } from "@/lib/captures/export/capture-har-entry";
import type { HarLogHead } from "@/lib/captures/export/har";
import { recordedAnswerBody, recordedRequestBody } from "@/lib/captures/export/recorded-body";
import { getCapture } from "@/lib/captures/get-capture";
import { LoupeError } from "@/lib/errors";
import { maskSecretsInValue } from "@/lib/security/mask-secrets";
import { knownSecrets } from "@/lib/security/secret-registry";
import type { EventStore } from "@/lib/store";
import { type CapturesPageOptions, capturesPage } from "@/lib/store/captures-page";
import type { LoupeDatabase } from "@/lib/store/database";
import packageJson from "@/package.json";

/** Which captures an export holds: the list's filters, and `ids` to pick some. */
export type CaptureExportFilters = Omit<CapturesPageOptions, "limit" | "before">;

/** Captures read from the store per page while an export streams. */
const EXPORT_PAGE_CAPTURES = 50;

const HAR_HEAD: HarLogHead = {
  version: "1.2",
  creator: { name: "Loupe", version: packageJson.version },
};

/** A capture as one line of the jsonl export. */
function exportLine(capture: CaptureView, secrets: readonly string[]): CaptureExportLine {
  const { events, ...view } = capture;
  const answer = recordedAnswerBody(events, secrets);
  return {
    ...view,
    requestBody: recordedRequestBody(events),
    responseBody: answer.text,
    ...(answer.encoding ? { responseBodyEncoding: answer.encoding } : {}),
  };
}

/** The capture's text in the export: a HAR entry or a jsonl line; undefined when it has none. */
function exportedText(
  capture: CaptureView,
  format: CaptureExportFormat,
  secrets: readonly string[],
): string | undefined {
  const value = format === "har" ? captureHarEntry(capture, secrets) : exportLine(capture, secrets);
  return value === undefined ? undefined : JSON.stringify(maskSecretsInValue(value, secrets));
}

/**
 * The captures the filters pick, newest first, written as HAR 1.2 (`{ log: { version, creator,
 * entries } }`, proxied exchanges only: see `captureHarEntry`) or as jsonl (one
 * `CaptureExportLine` a line, imports included). Streamed: a page of rows is read when the last
 * is written, and one capture's events at a time, so an export of thousands holds one capture.
 * Every secret Loupe knows now is masked by value, even one it learned after the capture was
 * recorded. A capture deleted while the export runs is left out.
 */
export function exportCaptures(
  store: EventStore,
  database: LoupeDatabase,
  format: CaptureExportFormat,
  filters: CaptureExportFilters,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const secrets = knownSecrets();
  let page: string[] = [];
  let before: CapturesPageOptions["before"];
  let started = false;
  let exhausted = false;
  let written = 0;

  /** The next capture's text; undefined once none is left. */
  const next = (): string | undefined => {
    while (true) {
      if (page.length === 0 && !exhausted) {
        const rows = capturesPage(database, {
          ...filters,
          limit: EXPORT_PAGE_CAPTURES,
          ...(before ? { before } : {}),
        });
        const last = rows.at(-1);
        if (last) before = { createdAt: last.createdAt, id: last.id };
        exhausted = rows.length < EXPORT_PAGE_CAPTURES;
        page = rows.map((row) => row.id);
      }
      const id = page.shift();
      if (id === undefined) return undefined;
      let capture: CaptureView;
      try {
        capture = getCapture(store, id);
      } catch (error) {
        if (error instanceof LoupeError && error.code === "capture:not_found") continue;
        throw error;
      }
      const text = exportedText(capture, format, secrets);
      if (text !== undefined) return text;
    }
  };

  return new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk = "";
      if (!started) {
        started = true;
        if (format === "har")
          chunk += `{"log":${JSON.stringify(HAR_HEAD).slice(0, -1)},"entries":[`;
      }
      const text = next();
      if (text === undefined) {
        chunk += format === "har" ? "\n]}}\n" : "";
        if (chunk !== "") controller.enqueue(encoder.encode(chunk));
        controller.close();
        return;
      }
      chunk += format === "har" ? `${written > 0 ? "," : ""}\n${text}` : `${text}\n`;
      written += 1;
      controller.enqueue(encoder.encode(chunk));
    },
  });
}
