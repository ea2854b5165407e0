import { createAnswerAssembler } from "@/lib/llm/answer-assembler";
import type { FrameReading, ModelFrameReader } from "@/lib/llm/model-provider";
import { createSseByteFramer } from "@/lib/sse/sse-byte-framer";

/**
 * Runs a provider's frame reader over an SSE body given as byte pieces, as `streamModel` does
 * (frames after the end marker are not read): every reading, in order, and the assembled answer.
 */
export function readModelStream(pieces: readonly Uint8Array[], reader: ModelFrameReader) {
  const readings: FrameReading[] = [];
  const assembler = createAnswerAssembler();
  let ended = false;
  const framer = createSseByteFramer((item) => {
    if (item.type !== "event" || item.data === undefined || ended) return;
    const reading = reader.read({
      framing: "sse",
      event: item.event,
      data: item.data,
      where: `line ${item.lineNumber}`,
    });
    readings.push(reading);
    if (reading.ended) ended = true;
    for (const part of reading.parts) assembler.add(part);
  });
  pieces.forEach((piece, index) => {
    framer.push(piece, index);
  });
  framer.end();
  return { readings, answer: assembler.answer() };
}
