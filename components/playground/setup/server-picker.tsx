import { FailureNote } from "@/components/inspector/resources/resource-failure";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { type ServerChoice, toggleChoice } from "@/lib/views/playground/setup/session-servers";

/** The picker's state, as `useSessionServers` gives it. */
export interface ServerPickerState {
  choices: ServerChoice[];
  selection: string[];
  loading: boolean;
  /** Why the server list could not be loaded, or null. */
  error: string | null;
  reload: () => Promise<void>;
  /** Why the selection cannot start a run, or null. */
  problem: string | null;
  /** Chosen servers the list does not hold. */
  missing: string[];
}

/**
 * The setup column's servers. Before a run: a checkbox per server the next run can use (the demo
 * weather server, every listed server, the copied run's own), a link to manage them, and why the
 * last start could not reach one. In a run: its servers, read-only.
 */
export function ServerPicker({
  inSession,
  sessionServers,
  picker,
  onSelectionChange,
  startFailure,
}: {
  inSession: boolean;
  /** The open session's servers. */
  sessionServers: ServerConfig[] | undefined;
  picker: ServerPickerState;
  onSelectionChange: (selection: string[]) => void;
  /** The message of the last start that could not reach a server, or null. */
  startFailure: string | null;
}) {
  if (inSession) return <SessionServerList servers={sessionServers} />;
  const { choices, selection, loading, error, problem, missing } = picker;
  const chosen = new Set(selection);
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5 text-xs">
      <legend className="mb-1.5 font-medium">Servers</legend>
      <ul aria-label="Servers" className="flex flex-col gap-1">
        {choices.map((choice) => (
          <li key={choice.key}>
            <label
              className="flex min-w-0 cursor-pointer items-center gap-1.5"
              title={choice.detail}
            >
              <input
                type="checkbox"
                checked={chosen.has(choice.key)}
                onChange={(event) =>
                  onSelectionChange(toggleChoice(selection, choice.key, event.target.checked))
                }
              />
              <span className="truncate">{choice.name}</span>
              <span className="text-muted">{choice.transport}</span>
              {choice.origin === "run" ? <Badge>from the last run</Badge> : null}
            </label>
          </li>
        ))}
      </ul>
      <a
        href="/inspector"
        className="self-start text-[11px] text-accent underline-offset-2 hover:underline"
      >
        Manage servers
      </a>
      {loading && choices.length === 1 ? (
        <p className="text-[11px] text-muted">Loading the listed servers…</p>
      ) : null}
      {selection.length === 0 ? (
        <p className="text-[11px] text-muted">
          No servers: the model gets only the host's own tools.
        </p>
      ) : null}
      {missing.length > 0 ? (
        <p className="text-[11px] text-warning">
          Not in the server list:{" "}
          {missing.map((key) => key.replace(/^listed:|^run:/, "")).join(", ")}. Starting will fail
          until you untick {missing.length === 1 ? "it" : "them"} or add{" "}
          {missing.length === 1 ? "it" : "them"} under Manage servers.
        </p>
      ) : null}
      {error ? (
        <div className="flex flex-col gap-1">
          <FailureNote message={`Could not list the servers: ${error}`} />
          <Button size="sm" className="self-start" onClick={() => void picker.reload()}>
            Try again
          </Button>
        </div>
      ) : null}
      <FailureNote message={problem} />
      <FailureNote message={startFailure ? `The run could not start: ${startFailure}` : null} />
    </fieldset>
  );
}

/** The open session's servers, as it was started with them. */
function SessionServerList({ servers }: { servers: ServerConfig[] | undefined }) {
  return (
    <div className="flex items-start gap-3 text-xs">
      <span id="setup-servers" className="font-medium">
        Servers
      </span>
      <ul aria-labelledby="setup-servers" className="flex flex-col gap-1">
        {(servers ?? []).map((server) => (
          <li key={server.name} className="flex items-center gap-1.5">
            <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
            <span>{server.name}</span>
            <span className="text-muted">{server.transport}</span>
          </li>
        ))}
        {servers?.length === 0 ? <li className="text-muted">none</li> : null}
      </ul>
    </div>
  );
}
