import "server-only";
import type { EventKind, NewEvent } from "@/lib/events/types";
import { secretForms } from "@/lib/security/mask-secrets";
import { scrubEvent } from "@/lib/security/scrub-event";
import { knownSecrets } from "@/lib/security/secret-registry";
import {
  createSplitSecretScanner,
  type SplitSecretScanner,
} from "@/lib/security/split-secret-scanner";

/** Text as one character per UTF-8 byte, so masking by character keeps the byte length. */
function asBytes(text: string): string {
  return Buffer.from(text, "utf8").toString("latin1");
}

function fromBytes(bytes: string): string {
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Scrubs the events of one model answer, as `createStreamScrubber` makes it. */
export type StreamScrubber = <Kind extends EventKind>(event: NewEvent<Kind>) => NewEvent<Kind>;

/**
 * A scrubber for the events of one model answer: each event is scrubbed as `scrubEvent` does
 * (every known secret found whole), and a secret split across events is masked too, with a
 * rolling window per stream: the `llm.chunk` bytes, the `llm.sse` data and lines, and the
 * `llm.delta` text of each channel. Masks are `*` byte for byte, so offsets and lengths stay right.
 */
export function createStreamScrubber(secrets: readonly string[] = knownSecrets()): StreamScrubber {
  const patterns = secretForms(secrets).map(asBytes);
  const chunks = createSplitSecretScanner(patterns, { quoted: true });
  const sseData = createSplitSecretScanner(patterns, { quoted: true });
  const sseLines = createSplitSecretScanner(patterns, { quoted: true });
  const deltas = new Map<string, SplitSecretScanner>();
  const deltaScanner = (key: string): SplitSecretScanner => {
    let scanner = deltas.get(key);
    if (!scanner) {
      scanner = createSplitSecretScanner(patterns, { quoted: false });
      deltas.set(key, scanner);
    }
    return scanner;
  };
  const scanText = (scanner: SplitSecretScanner, text: string): string => {
    const bytes = asBytes(text);
    const masked = scanner.scan(bytes);
    return masked === bytes ? text : fromBytes(masked);
  };

  return <Kind extends EventKind>(newEvent: NewEvent<Kind>): NewEvent<Kind> => {
    const event = scrubEvent(newEvent, secrets);
    if (patterns.length === 0) return event;
    const data = event.data as unknown;
    let masked: unknown = data;
    if (event.kind === "llm.chunk") {
      const chunk = data as NewEvent<"llm.chunk">["data"];
      const bytes = Buffer.from(chunk.base64, "base64").toString("latin1");
      const scanned = chunks.scan(bytes);
      if (scanned !== bytes) {
        masked = { ...chunk, base64: Buffer.from(scanned, "latin1").toString("base64") };
      }
    } else if (event.kind === "llm.sse") {
      const sse = data as NewEvent<"llm.sse">["data"];
      if (sse.type === "event") {
        const lines = scanText(sseLines, sse.lines.join("\n"));
        const text = sse.data === undefined ? undefined : scanText(sseData, sse.data);
        if (lines !== sse.lines.join("\n") || text !== sse.data) {
          masked = {
            ...sse,
            lines: lines.split("\n"),
            ...(text === undefined ? {} : { data: text }),
          };
        }
      }
    } else if (event.kind === "llm.delta") {
      const delta = data as NewEvent<"llm.delta">["data"];
      const text = scanText(
        deltaScanner(`${delta.channel}:${delta.toolCallIndex ?? ""}`),
        delta.text,
      );
      if (text !== delta.text) masked = { ...delta, text };
    }
    if (masked === data) return event;
    return { ...event, data: masked as NewEvent<Kind>["data"], redacted: true };
  };
}
