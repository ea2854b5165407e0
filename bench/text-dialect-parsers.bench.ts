/**
 * The text dialects' streaming parsers (xml, react-text, json) read each piece once: a 2 MB answer
 * streamed in 1-byte pieces costs about twice a 1 MB one (goal: at most 2.5; linear is 2). The
 * obvious alternative, re-parsing the whole answer so far at every piece, grows with the square
 * of its length, so it is timed on a 16 KB answer against the streaming parser on the same one.
 */
import { type DialectId, dialectFor } from "@/lib/dialects";
import type { Comparison } from "./interleaved-rounds";

/** An answer of about `size` characters asking to write a file of that size, in the dialect. */
function answerOf(dialect: DialectId, size: number): string {
  const line = "- another line of the forecast\n";
  const content = line.repeat(Math.ceil(size / line.length)).slice(0, size);
  const action = { kind: "file-tool", which: "write", args: { path: "result.md", content } };
  return dialectFor(dialect).write(action as Parameters<ReturnType<typeof dialectFor>["write"]>[0])
    .content;
}

function streamed(dialect: DialectId, answer: string): () => void {
  return () => {
    const parser = dialectFor(dialect).createParser();
    for (let index = 0; index < answer.length; index += 1) {
      parser.push({ type: "text", text: answer.charAt(index) });
    }
    const { action } = parser.end({ content: answer, reasoning: "", toolCalls: [] });
    if (!action?.valid) throw new Error(`the ${dialect} answer did not read as one valid action`);
  };
}

function reparsed(dialect: DialectId, answer: string): () => void {
  return () => {
    for (let index = 1; index <= answer.length; index += 1) {
      dialectFor(dialect).readAll({ content: answer.slice(0, index), toolCalls: [] });
    }
  };
}

const megabyte = 1024 * 1024;
const small = 16 * 1024;

/** Per dialect: 2 MB over 1 MB in 1-byte pieces, then re-parsing at every piece over streaming. */
export const comparisons: Comparison[] = (["xml", "react-text", "json"] as const).flatMap(
  (dialect): Comparison[] => {
    const one = answerOf(dialect, megabyte);
    const two = answerOf(dialect, 2 * megabyte);
    const little = answerOf(dialect, small);
    return [
      {
        title: `${dialect}: parse a ${two.length}-character answer against a ${one.length}-character one, in 1-character pieces`,
        baseline: { label: "1 MB", run: streamed(dialect, one) },
        subject: { label: "2 MB", run: streamed(dialect, two) },
        goal: 2.5,
        rounds: 5,
        slotsPerRound: 2,
      },
      {
        title: `${dialect}: a ${little.length}-character answer in 1-character pieces`,
        baseline: {
          label: "incremental: the parser takes each piece",
          run: streamed(dialect, little),
        },
        subject: {
          label: "naive: re-parse everything so far at each piece",
          run: reparsed(dialect, little),
        },
        rounds: 5,
        slotsPerRound: 2,
      },
    ];
  },
);
