import { MAX_CAPTURE_RAW_BYTES } from "@/lib/captures/capture-format";
import { formatBytes } from "@/lib/views/shared/format";

/** The file name endings the form takes: logs and recordings of a model's stream. */
export const CAPTURE_FILE_EXTENSIONS = [".log", ".txt", ".sse", ".ndjson", ".jsonl", ".json"];

/** The `accept` list of the form's file picker. */
export const captureFileAccept = CAPTURE_FILE_EXTENSIONS.join(",");

/**
 * Why a picked or dropped file cannot be imported, before it is read (a file past the limit is
 * never loaded into the page), or null when it can. `files` is what the picker or the drop held.
 */
export function captureFileProblem(
  files: ReadonlyArray<Pick<File, "name" | "size">>,
): string | null {
  const [file, ...others] = files;
  if (!file) return "No file was dropped: drop one .log, .txt, .sse, .ndjson or .json file.";
  if (others.length > 0) {
    return `${files.length} files were dropped; a capture is read from one file at a time.`;
  }
  const name = file.name.toLowerCase();
  if (!CAPTURE_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return `${file.name} is not a stream recording: pick a .log, .txt, .sse, .ndjson or .json file.`;
  }
  if (file.size > MAX_CAPTURE_RAW_BYTES) {
    return `${file.name} is ${formatBytes(file.size)} (${file.size.toLocaleString("en-US")} bytes); an imported capture holds at most 20 MiB (${MAX_CAPTURE_RAW_BYTES.toLocaleString("en-US")} bytes). Cut the stream shorter, then import it.`;
  }
  if (file.size === 0) return `${file.name} is empty: it holds no stream to import.`;
  return null;
}
