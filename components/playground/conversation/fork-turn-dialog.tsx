"use client";

import type { ForkEdit } from "@/lib/api/sessions";
import { ForkDialog } from "./fork-dialog";

/**
 * "Fork from here" on a turn: a new session with the history up to the end of this turn, its
 * observation optionally replaced (e.g. "what if the tool had failed?"). The source is left as
 * it was; the fork opens ready for its first Step.
 */
export function ForkTurnDialog({
  turn,
  observation,
  onFork,
}: {
  turn: number;
  /** The turn's observation, the text the dialog starts from; undefined: it has none to edit. */
  observation: string | undefined;
  onFork: (turn: number, edit?: ForkEdit) => Promise<void>;
}) {
  return (
    <ForkDialog
      turn={turn}
      trigger={{
        label: "Fork from here",
        title: `A new session with the history up to the end of turn ${turn}`,
      }}
      title={`Fork from turn ${turn}`}
      description={`A new session starts with this one's history up to the end of turn ${turn}; this one stays as it is.${observation === undefined ? "" : " Change the observation to try another result (a failure, other data)."}`}
      {...(observation === undefined
        ? {}
        : { field: { label: `Observation of turn ${turn}`, text: observation } })}
      confirmLabel="Fork"
      toEdit={(text) =>
        observation !== undefined && text !== observation ? { observation: text } : undefined
      }
      onFork={onFork}
    />
  );
}
