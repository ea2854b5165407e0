"use client";

import { useId, useMemo, useState } from "react";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { FailureNote } from "@/components/inspector/resources/resource-failure";
import { StderrLines } from "@/components/inspector/servers/stderr-lines";
import { Button } from "@/components/ui/button";
import { Field, inputClassName, Select } from "@/components/ui/field";
import { errorMessage } from "@/lib/errors";
import {
  filterLogEntries,
  filterStderr,
  LOG_LEVELS,
  type LogLevel,
  logEntries,
  setLogLevel,
} from "@/lib/views/inspector/logging/logging";
import { spawnsProcess } from "@/lib/views/inspector/servers/server-form";
import { LogStream } from "./log-stream";

/**
 * The Logging tab: the level the server logs at (`logging/setLevel`), its log stream
 * (`notifications/message`) filtered by minimum level and text, and a stdio server's stderr.
 */
export function LoggingTab({ server, handshake, live, refresh, api }: InspectorTabProps) {
  const offered = handshake.capabilities.logging !== undefined;
  const [minimumLevel, setMinimumLevel] = useState<LogLevel>("debug");
  const [text, setText] = useState("");
  const [clearedThrough, setClearedThrough] = useState(0);
  const entries = useMemo(() => logEntries(live.messages), [live.messages]);
  const shown = useMemo(
    () => filterLogEntries(entries, { minimumLevel, text, clearedThrough }),
    [entries, minimumLevel, text, clearedThrough],
  );
  const stderr = useMemo(
    () => filterStderr(live.stderr, { text, clearedThrough }),
    [live.stderr, text, clearedThrough],
  );
  const exits = live.exits.filter((exit) => exit.seq > clearedThrough);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-auto p-4">
      <h2 className="text-sm font-semibold">Logging</h2>
      {offered ? (
        <LevelForm
          serverId={server.id}
          serverName={server.name}
          api={api}
          onSet={() => void refresh()}
        />
      ) : (
        <p className="text-xs text-muted">
          {server.name} does not offer logging (no logging capability): it sends no log messages and
          has no level to set.
        </p>
      )}
      <search className="flex flex-wrap items-end gap-2" aria-label="Filter the log">
        <Field label="Minimum level" className="w-36">
          {(id) => (
            <Select
              id={id}
              value={minimumLevel}
              onChange={(event) => setMinimumLevel(event.target.value as LogLevel)}
            >
              {LOG_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Find in the log" className="min-w-48 flex-1">
          {(id) => (
            <input
              id={id}
              type="search"
              value={text}
              placeholder="text, logger or level"
              onChange={(event) => setText(event.target.value)}
              className={inputClassName}
            />
          )}
        </Field>
        <Button
          size="sm"
          className="mb-0.5"
          title="Hide what is shown now; new lines still appear"
          onClick={() => setClearedThrough(live.lastSeq)}
        >
          Clear view
        </Button>
        {clearedThrough > 0 ? (
          <Button size="sm" variant="ghost" className="mb-0.5" onClick={() => setClearedThrough(0)}>
            Show all again
          </Button>
        ) : null}
      </search>
      {offered || entries.length > 0 ? (
        <LogStream entries={shown} total={entries.length} cleared={clearedThrough > 0} />
      ) : null}
      {spawnsProcess(server.transport) ? <StderrLines lines={stderr} exits={exits} /> : null}
      {live.error ? <FailureNote message={`Following the traffic failed: ${live.error}`} /> : null}
    </div>
  );
}

/** The level select and Set level, with what the server answered. */
function LevelForm({
  serverId,
  serverName,
  api,
  onSet,
}: {
  serverId: string;
  serverName: string;
  api: InspectorTabProps["api"];
  onSet: () => void;
}) {
  const [level, setLevel] = useState<LogLevel>("info");
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const statusId = useId();
  const submit = async () => {
    setSending(true);
    setError(null);
    setStatus(null);
    try {
      await setLogLevel(api, serverId, level);
      setStatus(`${serverName} now logs at ${level} and above.`);
      onSet();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      aria-label="Log level"
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Level the server logs at" className="w-48">
          {(id) => (
            <Select
              id={id}
              value={level}
              aria-describedby={status ? statusId : undefined}
              onChange={(event) => setLevel(event.target.value as LogLevel)}
            >
              {LOG_LEVELS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" size="sm" variant="primary" className="mb-0.5" disabled={sending}>
          {sending ? "Setting…" : "Set level"}
        </Button>
        <span id={statusId} role="status" className="mb-1 text-xs text-muted">
          {status}
        </span>
      </div>
      <FailureNote message={error} />
    </form>
  );
}
