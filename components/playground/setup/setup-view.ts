import type { ModelListing } from "@/lib/api/models";
import type { SessionOverview } from "@/lib/api/sessions";
import type { DialectServer } from "@/lib/dialects/dialect";
import type { PromptVersion } from "@/lib/events/session-state";
import type { DialectId } from "@/lib/events/types";
import type { ServerPickerState } from "./server-picker";

/**
 * A named version of the prompt as the setup lists it: one saved in the open session's log, or
 * one named before the first Step, which the session that Step creates saves.
 */
export type NamedPromptVersion = Pick<PromptVersion, "name" | "dialect" | "text" | "at">;

/** What the setup column shows and edits, as `useSetup` gathers it: one object for `SetupPanel`. */
export interface SetupView {
  models: ModelListing[];
  model: string;
  onModelChange: (model: string) => void;
  dialect: DialectId;
  onDialectChange: (dialect: DialectId) => void;
  /** The open session's servers. */
  servers: SessionOverview["servers"] | undefined;
  /** Before a run: the servers it can use and the person's choice. */
  serverPicker: ServerPickerState;
  onServerSelectionChange: (selection: string[]) => void;
  /** Why the last start could not reach a server, or null. */
  startFailure: string | null;
  systemPrompt: string;
  systemPromptSource: string | undefined;
  onSystemPromptChange: (text: string) => void;
  /** The default prompt for the chosen servers, which "Reset to default" puts back. */
  defaultSystemPrompt?: string;
  onResetSystemPrompt?: () => void;
  /** What the prompt was written for instead of the chosen setup: another dialect or servers. */
  promptWrittenForOther?: "dialect" | "servers" | null;
  /** The default for the latest choice of servers is still being rendered. */
  promptRendering?: boolean;
  /** What the prompt's placeholders are filled from: the servers' catalogue. */
  promptCatalog?: readonly DialectServer[];
  /** The open session's named prompt versions, or before the first Step the setup's. */
  promptVersions?: readonly NamedPromptVersion[];
  /** Saves the prompt as a named version: in the open session, or in the setup before a run. */
  onSavePromptVersion?: (name: string) => Promise<void>;
  /** Sends the edited prompt to a fork of the open session, leaving it as it was; absent with none open. */
  onForkSystemPrompt?: () => void;
  task: string;
  onTaskChange: (text: string) => void;
  /** A session is open: model, dialect, servers and task are fixed. */
  inSession: boolean;
}

/** The setup column's Step and New run buttons: whether Step can run now, and what they do. */
export interface StepControls {
  stepDisabled: boolean;
  stepping: boolean;
  /** Why Step cannot run, or null. */
  stepHint: string | null;
  onStep: () => void;
  onNewRun: () => void;
  /** Run and Stop beside Step. */
  run?: RunControlsView;
}

/** The Run and Stop buttons: each handler is undefined while its button does not apply. */
export interface RunControlsView {
  /** A run goes on in the session. */
  running: boolean;
  onRun: (() => void) | undefined;
  onStop: (() => void) | undefined;
  /** The session's auto-approve list, and removing an entry from it. */
  autoApprove: readonly string[];
  onRemoveAutoApprove: (entry: string) => void;
}
