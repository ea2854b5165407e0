/** A person's answer to a pending action (`POST /api/sessions/:id/decision`). */
export type DecisionInput =
  | { decision: "execute" }
  | { decision: "skip" }
  /** The observation typed instead of running the action. */
  | { decision: "mock"; observation: string }
  /** The parameters to execute instead of the parsed ones, by the dialect's parameter names. */
  | { decision: "edit"; params: Record<string, string> };
