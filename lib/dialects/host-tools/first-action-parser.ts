import type { ActionParser } from "@/lib/dialects/dialect";
import type { ParsedAction } from "@/lib/events/types";

/** A text dialect's streaming parser, as the loop's action parser needs it. */
export interface TextActionStreamParser {
  push(text: string): { actions: readonly ParsedAction[]; thinking?: string };
  end(): { actions: readonly ParsedAction[]; thinking?: string };
}

/**
 * The loop's parser over a text dialect's streaming parser: text parts go in, the first action
 * comes out as soon as it is complete (the live host acts on it), and the thinking read.
 * `wholeAnswer`: the dialect judges the whole answer (what follows an action can make it
 * invalid), so the action is known only when the answer ends.
 */
export function firstActionParser(
  parser: TextActionStreamParser,
  options: { wholeAnswer?: boolean } = {},
): ActionParser {
  let first: ParsedAction | undefined;
  let thinking: string | undefined;
  return {
    push(part) {
      if (part.type !== "text" || first) return first;
      const update = parser.push(part.text);
      thinking = update.thinking ?? thinking;
      if (!options.wholeAnswer) first = update.actions[0];
      return first;
    },
    end() {
      const final = parser.end();
      thinking = final.thinking ?? thinking;
      const action = first ?? final.actions[0];
      return {
        ...(action ? { action } : {}),
        ...(thinking === undefined ? {} : { thinking }),
      };
    },
  };
}
