import type { ActionParser } from "@/lib/dialects/dialect";
import type { ParsedAction } from "@/lib/events/types";

/** A text dialect's streaming parser, as the loop's action parser needs it. */
export interface TextActionStreamParser {
  push(text: string): { actions: readonly ParsedAction[]; thinking?: string };
  end(): { actions: readonly ParsedAction[]; thinking?: string };
}

/**
 * The loop's parser over a text dialect's streaming parser: text parts go in, the first action
 * comes out as soon as it is complete (the live host may act on it and cut the stream there),
 * and the thinking read. `wholeAnswer`: the dialect judges the whole answer (what follows an
 * action can make it invalid), so at the end the answer's verdict on its first action is the
 * action; a host that cut the stream at the action acts on it as it was read.
 */
export function firstActionParser(
  parser: TextActionStreamParser,
  options: { wholeAnswer?: boolean } = {},
): ActionParser {
  let first: ParsedAction | undefined;
  let thinking: string | undefined;
  return {
    push(part) {
      if (part.type !== "text" || (first && !options.wholeAnswer)) return first;
      const update = parser.push(part.text);
      thinking = update.thinking ?? thinking;
      first ??= update.actions[0];
      return first;
    },
    end() {
      const final = parser.end();
      thinking = final.thinking ?? thinking;
      const action = options.wholeAnswer
        ? (final.actions[0] ?? first)
        : (first ?? final.actions[0]);
      return {
        ...(action ? { action } : {}),
        ...(thinking === undefined ? {} : { thinking }),
      };
    },
  };
}
