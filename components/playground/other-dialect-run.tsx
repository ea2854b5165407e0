"use client";

import { useState } from "react";
import { Select } from "@/components/ui/field";
import { dialectChoices } from "@/lib/dialects";
import type { DialectId } from "@/lib/events/types";

/** Every dialect, as the pickers name them. */
const choices = dialectChoices();

/**
 * "Run in another dialect": the dialects other than the open session's; picking one starts a
 * copy of the session in it (same task, servers and model, that dialect's default prompt).
 */
export function OtherDialectRun({
  dialect,
  onRun,
}: {
  dialect: DialectId;
  onRun: (dialect: DialectId) => Promise<void>;
}) {
  const [starting, setStarting] = useState(false);
  return (
    <Select
      compact
      aria-label="Run in another dialect"
      title="Run this session's task again in another dialect, with the same servers and model"
      value=""
      disabled={starting}
      className="max-w-44"
      onChange={(event) => {
        const next = event.target.value as DialectId | "";
        if (next === "") return;
        setStarting(true);
        void onRun(next).finally(() => setStarting(false));
      }}
    >
      <option value="">{starting ? "Starting…" : "Run in another dialect…"}</option>
      {choices
        .filter((choice) => choice.id !== dialect)
        .map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
    </Select>
  );
}
