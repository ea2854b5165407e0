/** One item of a `resources/read` result (`TextResourceContents` or `BlobResourceContents`). */
export interface ResourceContents {
  uri: string;
  mimeType?: string;
  text?: string;
  blob?: string;
}

/** How one resource content is shown: JSON, plain text, an image, audio, or a download. */
export type ResourceContentDisplay =
  | { kind: "json"; uri: string; mimeType?: string; value: unknown }
  | { kind: "text"; uri: string; mimeType?: string; text: string }
  | { kind: "image" | "audio"; uri: string; mimeType: string; source: string }
  | {
      kind: "download";
      uri: string;
      mimeType: string;
      source: string;
      fileName: string;
      bytes: number;
    };

function parsedJson(text: string, mimeType: string | undefined): { value: unknown } | undefined {
  const trimmed = text.trim();
  const looksJson = /json/i.test(mimeType ?? "") || /^[[{]/.test(trimmed);
  if (!looksJson || trimmed === "") return undefined;
  try {
    return { value: JSON.parse(trimmed) };
  } catch {
    return undefined;
  }
}

/** The last path segment of a URI, as a file name for a download. */
export function resourceFileName(uri: string): string {
  const path = uri.replace(/^[a-z][a-z0-9+.-]*:/i, "");
  const segment = path.split(/[?#]/)[0]?.split("/").filter(Boolean).pop() ?? "";
  let name = segment;
  try {
    name = decodeURIComponent(segment);
  } catch {}
  return name.replace(/[\\/:*?"<>|]/g, "_") || "resource";
}

/** How many bytes a base64 text decodes to. */
export function base64Bytes(base64: string): number {
  const clean = base64.replace(/\s/g, "");
  const padding = clean.endsWith("==") ? 2 : clean.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

/**
 * Decides how a resource content is shown: text as JSON when it parses as such (an object or an
 * array, or any JSON under a JSON mime type), else as text; a blob as an image or audio by its
 * mime type (a data URL), anything else as a download.
 */
export function resourceContentView(contents: ResourceContents): ResourceContentDisplay {
  const { uri, mimeType } = contents;
  if (typeof contents.text === "string") {
    const json = parsedJson(contents.text, mimeType);
    if (json) return { kind: "json", uri, ...(mimeType ? { mimeType } : {}), value: json.value };
    return { kind: "text", uri, ...(mimeType ? { mimeType } : {}), text: contents.text };
  }
  const blob = typeof contents.blob === "string" ? contents.blob.replace(/\s/g, "") : "";
  const type = mimeType ?? "application/octet-stream";
  const source = `data:${type};base64,${blob}`;
  if (/^image\//i.test(type)) return { kind: "image", uri, mimeType: type, source };
  if (/^audio\//i.test(type)) return { kind: "audio", uri, mimeType: type, source };
  return {
    kind: "download",
    uri,
    mimeType: type,
    source,
    fileName: resourceFileName(uri),
    bytes: base64Bytes(blob),
  };
}
