"use client";

import { useCallback, useState } from "react";

/** A request to bring a turn into view in the conversation; `id` tells repeated requests apart. */
export interface TurnJump {
  turn: number;
  id: number;
}

/**
 * Lets another column (the lanes' turn picker) ask the conversation to scroll to a turn: pass
 * `jump` to the conversation and call `jumpTo` where the turn is chosen.
 */
export function useTurnJump() {
  const [jump, setJump] = useState<TurnJump | null>(null);
  const jumpTo = useCallback(
    (turn: number) => setJump((previous) => ({ turn, id: (previous?.id ?? 0) + 1 })),
    [],
  );
  return { jump, jumpTo };
}
