"use client";

import { clsx } from "clsx";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextArea } from "@/components/ui/field";
import { FileIcon } from "@/components/ui/icons";
import { errorMessage } from "@/lib/errors";
import { captureFileAccept, captureFileProblem } from "@/lib/views/captures/file";
import { countOf } from "@/lib/views/shared/format";

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes("Files");
}

/**
 * The raw stream field: paste or type into it, drop a file on it, or pick one. A file past the
 * size limit, of another kind, or several at once are refused before anything is read, and
 * the text already there stays.
 */
export function CaptureRawField({
  raw,
  fileName,
  describedBy,
  onRawChange,
  onFileLoaded,
  onFileProblem,
}: {
  raw: string;
  /** The file the text came from, while it is unedited. */
  fileName: string | null;
  /** The id of the message that describes the field's error, when there is one. */
  describedBy: string | undefined;
  onRawChange: (text: string) => void;
  onFileLoaded: (name: string, text: string) => void;
  onFileProblem: (message: string) => void;
}) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const readFiles = (files: File[]) => {
    const problem = captureFileProblem(files);
    const [file] = files;
    if (problem || !file) {
      onFileProblem(problem ?? "No file was read.");
      return;
    }
    file.text().then(
      (text) => onFileLoaded(file.name, text),
      (error: unknown) => onFileProblem(`${file.name} could not be read (${errorMessage(error)}).`),
    );
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-xs font-medium text-ink">
          Raw stream
        </label>
        <span className="truncate text-[11px] text-muted">
          {raw === ""
            ? "SSE, an lm.log dump of data: lines, NDJSON or one JSON answer"
            : `${fileName ? `${fileName} · ` : ""}${countOf(raw.length, "char")}`}
        </span>
      </div>
      <TextArea
        id={id}
        mono
        rows={16}
        spellCheck={false}
        autoComplete="off"
        value={raw}
        placeholder={'data: {"choices":[{"delta":{"content":"Hello"}}]}\n\ndata: [DONE]'}
        aria-describedby={describedBy}
        onChange={(event) => onRawChange(event.target.value)}
        onDragEnter={(event) => {
          if (carriesFiles(event)) setDragging(true);
        }}
        onDragOver={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDragging(false);
          readFiles(Array.from(event.dataTransfer.files));
        }}
        className={clsx(
          "min-h-48 w-full",
          dragging && "border-accent outline-2 outline-offset-2 outline-accent",
        )}
      />
      <div className="flex flex-wrap items-center gap-2 text-[11px] text-muted">
        <Button size="sm" onClick={() => picker.current?.click()}>
          <FileIcon width={12} height={12} />
          Choose a file…
        </Button>
        <span>
          or drop a .log, .txt, .sse, .ndjson or .json file on the field (at most 20 MiB).
        </span>
        <input
          ref={picker}
          type="file"
          accept={captureFileAccept}
          className="sr-only"
          tabIndex={-1}
          aria-label="Stream file"
          onChange={(event) => {
            readFiles(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
      </div>
    </div>
  );
}
