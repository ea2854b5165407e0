import { useMemo, useState } from "react";
import { litLines, type SseLineKey } from "@/lib/views/lanes/raw-lane-lines";
import { sseDeltaIndex } from "@/lib/views/lanes/sse-delta-index";
import {
  type CarriedText,
  carriedBySseItem,
  sseItemAtOffset,
} from "@/lib/views/lanes/sse-selection";
import type { TurnView } from "@/lib/views/playground/conversation/turn-view";

const noSeqs: ReadonlySet<number> = new Set();

/** The links between a turn's Raw SSE and Parsed lanes, as `useLaneLinks` keeps them. */
export interface LaneLinks {
  /** The SSE items that carried the turn's action, when the action is lit. */
  highlighted: ReadonlySet<number>;
  /** How many raw lines those items span. */
  litLineCount: number;
  /** The SSE line selected in the Raw SSE lane, if it belongs to the turn shown. */
  selected: SseLineKey | null;
  /** What the selected line's SSE item carried into the assembled text. */
  carried: CarriedText | null;
  select: (line: SseLineKey) => void;
  /** Selects the SSE item that carried the character at `offset` of the assembled text. */
  selectAtOffset: (offset: number) => void;
  clear: () => void;
}

/**
 * The lanes' two-way link for one turn, shared by the playground and the captures page: a lit
 * action lights the SSE lines that carried it, a selected SSE line marks the text its item
 * carried, and a character of the assembled text selects the item that carried it. A selection
 * belongs to its turn, so it does not follow the person to another turn.
 */
export function useLaneLinks(view: TurnView | null, actionLit: boolean): LaneLinks {
  const highlighted = useMemo(
    () =>
      view?.action && actionLit ? sseDeltaIndex(view.deltas).sseSeqsIn(view.action.span) : noSeqs,
    [view, actionLit],
  );
  const litLineCount = useMemo(
    () => (view ? litLines(view.sseLines, highlighted).count : 0),
    [view, highlighted],
  );
  const [selection, setSelection] = useState<(SseLineKey & { turn: number }) | null>(null);
  const selected = view && selection?.turn === view.turn ? selection : null;
  const carried = useMemo(
    () => (view && selected ? carriedBySseItem(view, selected.sseSeq) : null),
    [view, selected],
  );
  return {
    highlighted,
    litLineCount,
    selected,
    carried,
    select: (line) => {
      if (view) setSelection({ ...line, turn: view.turn });
    },
    selectAtOffset: (offset) => {
      const sseSeq = view ? sseItemAtOffset(view, offset) : undefined;
      if (view && sseSeq !== undefined) setSelection({ sseSeq, index: 0, turn: view.turn });
    },
    clear: () => setSelection(null),
  };
}
