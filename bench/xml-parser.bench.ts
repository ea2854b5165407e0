/**
 * The XML parser reads each streamed piece once. The obvious alternative, re-parsing the whole
 * answer so far at every piece, is what this compares it with: the ratio grows with answer length.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { dialectFor } from "@/lib/dialects";
import type { Comparison } from "./interleaved-rounds";

const fixture = readFileSync(
  path.resolve(process.cwd(), "test/fixtures/xml-turns/weather-2-write.txt"),
  "utf8",
);
// A long write_to_file answer, streamed in 4-character pieces like the demo model's.
const answer = fixture.replace(
  "</content>",
  `${"- another line of the forecast\n".repeat(200)}</content>`,
);
const pieces: string[] = [];
for (let index = 0; index < answer.length; index += 4) pieces.push(answer.slice(index, index + 4));
const xml = dialectFor("xml");

/** Reading each piece once, against re-parsing the answer so far at every piece. */
export const comparisons: Comparison[] = [
  {
    title: `parse a ${answer.length}-character answer streamed in ${pieces.length} pieces`,
    baseline: {
      label: "incremental: the dialect's parser takes each piece",
      run: () => {
        const parser = xml.createParser();
        for (const piece of pieces) parser.push({ type: "text", text: piece });
        parser.end({ content: answer, reasoning: "", toolCalls: [] });
      },
    },
    subject: {
      label: "naive: re-parse everything so far at each piece",
      run: () => {
        let sofar = "";
        for (const piece of pieces) {
          sofar += piece;
          xml.readAll({ content: sofar, toolCalls: [] });
        }
      },
    },
  },
];
