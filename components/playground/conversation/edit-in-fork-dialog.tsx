"use client";

import type { ForkEdit } from "@/lib/api/sessions";
import { ForkDialog } from "./fork-dialog";

/**
 * "Edit in a fork" for one message: the person edits its text, and a new session forked at
 * `turn` takes the edit (`toEdit` makes the fork route's edit of the text); this session's
 * transcript stays as it was, and the fork opens. `what` names the message ("the assistant
 * message of turn 2") in the button's accessible name and the dialog's title.
 */
export function EditInForkDialog({
  turn,
  what,
  text,
  toEdit,
  onFork,
}: {
  turn: number;
  what: string;
  text: string;
  toEdit: (text: string) => ForkEdit;
  onFork: (turn: number, edit?: ForkEdit) => Promise<void>;
}) {
  return (
    <ForkDialog
      turn={turn}
      trigger={{
        label: "Edit in a fork",
        ariaLabel: `Edit ${what} in a fork`,
        title: `A new session from turn ${turn} with ${what} edited; this one stays as it is`,
        className: "normal-case",
      }}
      title={`Edit ${what} in a fork`}
      description={`A new session starts with this one's history up to the end of turn ${turn}, with this message as you edit it; this session stays as it is.`}
      field={{ label: "Text", text, mustChange: true }}
      confirmLabel="Fork with the edit"
      toEdit={toEdit}
      onFork={onFork}
    />
  );
}
