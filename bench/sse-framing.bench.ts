/**
 * Framing speed (issue 9): Loupe's SSE framer does more than eventsource-parser (it keeps every
 * raw line and the network chunks that carried it), and should cost at most twice as much.
 *
 * Both read the same 10 MB of bytes: a recorded OpenAI stream (`openai-text.chunks.txt`) framed
 * as `data: …` events and repeated, one network read per event as a provider sends them, and
 * again cut into reads of 1 to 2,048 bytes that split lines and characters anywhere. Loupe:
 * `createSseByteFramer` (UTF-8 decoding, lines, fields, each event assembled with its raw lines,
 * data and chunk references). eventsource-parser: `TextDecoder` in streaming mode (what its
 * `EventSourceParserStream` does) and `createParser`. The ratio is Loupe's time over
 * eventsource-parser's (goal: at most 2). The first title carries the memory of one pass of
 * each, every event kept: the peak while framing and what the events hold.
 */
import { createParser } from "eventsource-parser";
import { createSseByteFramer } from "@/lib/sse/sse-byte-framer";
import { exposeGc, heldBytes } from "@/test/support/expose-gc";
import {
  concatBytes,
  frameAsSse,
  readChunkLines,
  splitRandomly,
} from "@/test/support/stream-fixtures";
import type { Comparison } from "./interleaved-rounds";

const targetBytes = 10 * 1024 * 1024;
const encoder = new TextEncoder();
const recordedEvents = readChunkLines("openai/openai-text.chunks.txt").map((payload) =>
  encoder.encode(frameAsSse([payload])),
);

/** The recorded events repeated to 10 MB, one read per event. */
function eventReads(): Uint8Array[] {
  const reads: Uint8Array[] = [];
  let size = 0;
  while (size < targetBytes) {
    for (const event of recordedEvents) {
      reads.push(event);
      size += event.byteLength;
    }
  }
  return reads;
}

const perEvent = eventReads();
const totalBytes = perEvent.reduce((total, read) => total + read.byteLength, 0);
const randomReads = splitRandomly(concatBytes(perEvent), 9, 2048);

/** Frames and assembles every event with Loupe; returns the data characters seen. */
function frameWithLoupe(
  reads: readonly Uint8Array[],
  onEvent: (event: unknown) => void = () => {},
): number {
  let characters = 0;
  const framer = createSseByteFramer((item) => {
    if (item.type === "event") characters += item.data?.length ?? 0;
    onEvent(item);
  });
  for (let index = 0; index < reads.length; index += 1) {
    framer.push(reads[index] as Uint8Array, index + 1);
  }
  framer.end();
  return characters;
}

/** Parses the same bytes with eventsource-parser alone; returns the data characters seen. */
function parseWithEventsourceParser(
  reads: readonly Uint8Array[],
  onEvent: (event: unknown) => void = () => {},
): number {
  let characters = 0;
  const parser = createParser({
    onEvent(event) {
      characters += event.data.length;
      onEvent(event);
    },
  });
  const decoder = new TextDecoder();
  for (const read of reads) parser.feed(decoder.decode(read, { stream: true }));
  parser.feed(decoder.decode());
  parser.reset({ consume: true });
  return characters;
}

const megabyte = 1024 * 1024;

/**
 * Memory while `run` frames the stream and each event is kept, as a consumer storing them does:
 * the peak above the start (sampled every 256 events, garbage not yet collected included) and
 * what the kept events hold once collected.
 */
function memoryOf(
  run: (reads: readonly Uint8Array[], onEvent: (event: unknown) => void) => number,
) {
  const collect = exposeGc();
  collect();
  const before = heldBytes();
  let peak = before;
  const kept: unknown[] = [];
  run(perEvent, (event) => {
    kept.push(event);
    if (kept.length % 256 === 0) peak = Math.max(peak, heldBytes());
  });
  peak = Math.max(peak, heldBytes());
  collect();
  const held = heldBytes() - before;
  const events = kept.length;
  kept.length = 0;
  return `peak ${((peak - before) / megabyte).toFixed(0)} MB, ${events} events held in ${(held / megabyte).toFixed(0)} MB`;
}

const megabytes = (totalBytes / (1024 * 1024)).toFixed(1);
const loupeMemory = memoryOf(frameWithLoupe);
const parserMemory = memoryOf(parseWithEventsourceParser);

const loupe = "Loupe: createSseByteFramer, events assembled with raw lines and chunks";
const eventsourceParser = "eventsource-parser alone (TextDecoder stream + createParser)";

/** Loupe's framer against eventsource-parser, one read per event and in random reads. */
export const comparisons: Comparison[] = [
  {
    title: `frame ${megabytes} MB, ${perEvent.length} events, one read per event (memory: Loupe ${loupeMemory}; eventsource-parser ${parserMemory})`,
    baseline: { label: eventsourceParser, run: () => parseWithEventsourceParser(perEvent) },
    subject: { label: loupe, run: () => frameWithLoupe(perEvent) },
    goal: 2,
  },
  {
    title: `frame the same ${megabytes} MB in ${randomReads.length} reads of 1 to 2,048 bytes`,
    baseline: { label: eventsourceParser, run: () => parseWithEventsourceParser(randomReads) },
    subject: { label: loupe, run: () => frameWithLoupe(randomReads) },
    goal: 2,
  },
];
