"use client";

import { type FormEvent, useId, useRef, useState } from "react";
import { DialectField } from "@/components/dialects/dialect-field";
import { Button } from "@/components/ui/button";
import { Field, Select, TextArea } from "@/components/ui/field";
import { AlertIcon } from "@/components/ui/icons";
import type { CaptureDraft } from "@/hooks/captures/use-capture-draft";
import {
  CAPTURE_FORMAT_LABELS,
  CAPTURE_FORMATS,
  type CaptureFormat,
} from "@/lib/captures/capture-format";
import { errorMessage } from "@/lib/errors";
import { browserCapturesApi } from "@/lib/views/captures/api";
import { readCaptureRequest } from "@/lib/views/captures/request";
import { CaptureRawField } from "./capture-raw-field";

/** What the format field's hint says: what the text looks like, and whether the choice agrees. */
function FormatHint({ draft }: { draft: CaptureDraft }) {
  const { guess, format, formatChosen, raw } = draft;
  if (raw.trim() === "") return null;
  if (!guess) return <>not recognised: pick the format</>;
  const looksLike = CAPTURE_FORMAT_LABELS[guess.format];
  if (guess.format === format) {
    return (
      <span title={`line ${guess.line}: ${guess.evidence}`}>
        {formatChosen ? "matches the text" : `detected from line ${guess.line}`}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="cursor-pointer text-warning underline"
      title={`line ${guess.line}: ${guess.evidence}`}
      onClick={() => draft.setFormat(guess.format)}
    >
      the text looks like {looksLike}: use it
    </button>
  );
}

/**
 * The import form: the raw stream (pasted, dropped or picked), its format (suggested from the
 * text), the dialect that reads actions in it and the optional request. Import sends it to
 * `POST /api/captures/import`; a refusal is shown at the form, in the API's located words, and
 * everything typed stays.
 */
export function CaptureImportForm({
  draft,
  onImported,
}: {
  draft: CaptureDraft;
  onImported: (id: string) => void;
}) {
  const [importing, setImporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const errorId = useId();
  const requestErrorId = useId();
  const requestField = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (importing) return;
    const request = readCaptureRequest(draft.request);
    if (!request.ok) {
      setRequestError(request.message);
      requestField.current?.focus();
      return;
    }
    setRequestError(null);
    setError(null);
    setImporting(true);
    try {
      const { id } = await browserCapturesApi.importCapture({
        format: draft.format,
        raw: draft.raw,
        dialect: draft.dialect,
        ...(request.request ? { request: request.request } : {}),
      });
      onImported(id);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setImporting(false);
    }
  };

  return (
    <form
      aria-label="Import a raw stream"
      className="flex w-full max-w-4xl flex-col gap-3 p-4"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          void submit(event);
        }
      }}
    >
      <header className="flex flex-col gap-1">
        <h2 className="text-sm font-semibold">Import a raw stream</h2>
        <p className="text-xs text-muted">
          Paste a model&apos;s response body as it was logged, or drop the file. Loupe replays it
          through the same code as a live call and shows it in the playground&apos;s lanes.
        </p>
      </header>
      <CaptureRawField
        raw={draft.raw}
        fileName={draft.fileName}
        describedBy={error ? errorId : undefined}
        onRawChange={(text) => {
          draft.setRaw(text);
          setError(null);
        }}
        onFileLoaded={(name, text) => {
          draft.loadFile(name, text);
          setError(null);
        }}
        onFileProblem={setError}
      />
      <div className="grid grid-cols-2 gap-3 max-md:grid-cols-1">
        <Field label="Format" hint={<FormatHint draft={draft} />}>
          {(id) => (
            <Select
              id={id}
              value={draft.format}
              onChange={(event) => draft.setFormat(event.target.value as CaptureFormat)}
            >
              {CAPTURE_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {CAPTURE_FORMAT_LABELS[format]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <DialectField
          value={draft.dialect}
          onChange={draft.setDialect}
          hint="reads the actions in the answer"
        />
      </div>
      <Field label="Request (optional)" hint="the request body as JSON, shown in the Request lane">
        {(id) => (
          <TextArea
            ref={requestField}
            id={id}
            mono
            rows={4}
            spellCheck={false}
            value={draft.request}
            placeholder={'{"model": "…", "stream": true, "messages": […]}'}
            aria-invalid={requestError ? true : undefined}
            aria-describedby={requestError ? requestErrorId : undefined}
            onChange={(event) => {
              draft.setRequest(event.target.value);
              setRequestError(null);
            }}
          />
        )}
      </Field>
      {requestError ? (
        <p id={requestErrorId} role="alert" className="text-xs text-danger">
          {requestError}
        </p>
      ) : null}
      {error ? (
        <div
          id={errorId}
          role="alert"
          aria-label="Import error"
          className="flex items-start gap-2 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-xs text-danger"
        >
          <AlertIcon width={14} height={14} className="mt-px shrink-0" />
          <p className="min-w-0 [overflow-wrap:anywhere]">{error}</p>
        </div>
      ) : null}
      <div className="flex items-center gap-2">
        <Button type="submit" variant="primary" disabled={importing}>
          {importing ? "Importing…" : "Import"}
        </Button>
        <Button
          variant="ghost"
          disabled={importing || (draft.raw === "" && draft.request === "")}
          onClick={() => {
            draft.clear();
            setError(null);
            setRequestError(null);
          }}
        >
          Clear
        </Button>
        <span className="text-[11px] text-muted">Ctrl/⌘+Enter imports.</span>
      </div>
    </form>
  );
}
