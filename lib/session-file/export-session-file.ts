import "server-only";
import {
  SESSION_FILE_FORMAT,
  SESSION_FILE_VERSION,
  type SessionFileEvent,
  type SessionFileHead,
} from "@/lib/api/session-file";
import type { HarLogHead } from "@/lib/captures/export/har";
import { LoupeError } from "@/lib/errors";
import { sessionTitle } from "@/lib/loop/session-title";
import { maskSecretsInText, maskSecretsInValue } from "@/lib/security/mask-secrets";
import { knownSecrets } from "@/lib/security/secret-registry";
import { SessionHarEntries } from "@/lib/session-file/session-har-entries";
import { type EventStore, isPlaygroundSession, type StoredEvent } from "@/lib/store";
import packageJson from "@/package.json";

/** What `GET /api/sessions/:id/export` writes: the session file, or its exchanges as HAR. */
export type SessionExportFormat = "json" | "har";

/** Events read from the store per page while an export streams. */
const EXPORT_PAGE_EVENTS = 500;
const EXPORT_PAGE_BYTES = 4 * 1024 * 1024;

const HAR_HEAD: HarLogHead = {
  version: "1.2",
  creator: { name: "Loupe", version: packageJson.version },
};

/** The session's row as the file's `session`; `session:not_found` for no playground session. */
function sessionHead(store: EventStore, id: string): SessionFileHead {
  const record = store.getSession(id);
  if (!record || !isPlaygroundSession(record)) {
    throw new LoupeError("session:not_found", `No session with id "${id}".`);
  }
  return {
    id,
    title: sessionTitle(record.title, record.task),
    task: record.task,
    model: record.model,
    dialect: record.dialect ?? "",
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/**
 * A stored event as the file's JSON text, masked again with the secrets known now. An event
 * whose stored text holds none of them is copied out as stored, without parsing its data and
 * writing it again (most of an export's time in a long session); the text is what
 * `JSON.stringify` of the event would write, its data's text being `JSON.stringify`'s own.
 */
function fileEventText(event: StoredEvent, secrets: readonly string[]): string {
  const { seq, at, kind, dataText } = event;
  let masked: unknown;
  if (maskSecretsInText(dataText, secrets) !== dataText) {
    const data: unknown = JSON.parse(dataText);
    masked = maskSecretsInValue(data, secrets);
    if (masked === data) masked = undefined;
  }
  if (masked === undefined) {
    const mark = event.redacted ? `,"redacted":true` : "";
    return `{"seq":${seq},"at":${JSON.stringify(at)},"kind":${JSON.stringify(kind)},"data":${dataText}${mark}}`;
  }
  return JSON.stringify({ seq, at, kind, data: masked, redacted: true } as SessionFileEvent);
}

/**
 * The session as a download, streamed a page of events at a time (a session of 100,000 events
 * is never one string): `json` is the session file (`SessionFileV1`: the session's row and
 * every event in order), `har` its model and MCP HTTP exchanges as HAR 1.2. The stored events
 * are masked already; every secret Loupe knows now is masked again by value, even one it learned
 * after they were recorded. Checks the session exists before the answer starts.
 */
export function exportSessionFile(
  store: EventStore,
  id: string,
  format: SessionExportFormat,
): ReadableStream<Uint8Array> {
  const head = sessionHead(store, id);
  const secrets = knownSecrets();
  const encoder = new TextEncoder();
  const har = new SessionHarEntries(id, secrets);
  let after = 0;
  let started = false;
  let exhausted = false;
  let written = 0;

  const opening = (): string =>
    format === "har"
      ? `{"log":${JSON.stringify(HAR_HEAD).slice(0, -1)},"entries":[`
      : `{"format":"${SESSION_FILE_FORMAT}","version":${SESSION_FILE_VERSION},"exportedAt":${JSON.stringify(new Date().toISOString())},"session":${JSON.stringify(maskSecretsInValue(head, secrets))},"events":[`;

  type Limits = { maxEvents: number; maxBytes: number };

  const fileEventTexts = (limits: Limits): string[] => {
    const page = store.storedEventsPage(id, after, limits);
    exhausted = page.length === 0;
    after = page.at(-1)?.seq ?? after;
    return page.map((event) => fileEventText(event, secrets));
  };

  const harPageTexts = (limits: Limits): string[] => {
    const page = store.eventsPage(id, after, limits);
    exhausted = page.length === 0;
    after = page.at(-1)?.seq ?? after;
    const entries = [
      ...page.flatMap((event) => har.take(event)),
      ...(exhausted ? har.finish() : []),
    ];
    return entries.map((entry) => JSON.stringify(maskSecretsInValue(entry, secrets)));
  };

  /** The texts of the next page's items (events or HAR entries), empty once the log is read. */
  const nextTexts = (): string[] => {
    while (!exhausted) {
      const limits = { maxEvents: EXPORT_PAGE_EVENTS, maxBytes: EXPORT_PAGE_BYTES };
      const texts = format === "har" ? harPageTexts(limits) : fileEventTexts(limits);
      if (texts.length > 0) return texts;
    }
    return [];
  };

  return new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk = "";
      if (!started) {
        started = true;
        chunk += opening();
      }
      const texts = nextTexts();
      if (texts.length === 0) {
        controller.enqueue(encoder.encode(`${chunk}\n]${format === "har" ? "}}" : "}"}\n`));
        controller.close();
        return;
      }
      for (const text of texts) {
        chunk += `${written > 0 ? "," : ""}\n${text}`;
        written += 1;
      }
      controller.enqueue(encoder.encode(chunk));
    },
  });
}
