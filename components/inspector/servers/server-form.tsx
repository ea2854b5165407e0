"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, inputClassName, Select, TextArea } from "@/components/ui/field";
import type { ListedServer } from "@/lib/api/servers";
import { errorMessage } from "@/lib/errors";
import { browserInspectorApi } from "@/lib/views/inspector/api";
import {
  emptyServerForm,
  readServerForm,
  type ServerFormState,
  type ServerTransport,
  serverFormFrom,
  serverPatch,
  serverTransports,
  spawnsProcess,
  urlPlaceholder,
} from "@/lib/views/inspector/servers/server-form";
import { ServerFormRows } from "./server-form-rows";

/**
 * Adds a server, or edits `server`: name, transport and that transport's fields, timeouts.
 * Values the API answered `[redacted]` stay so (and the API keeps them) unless retyped. A
 * refusal (a 400 naming the field) is shown here, and the form keeps what was typed.
 */
export function ServerForm({
  server,
  onSaved,
  onCancel,
}: {
  server?: ListedServer;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<ServerFormState>(() =>
    server ? serverFormFrom(server) : emptyServerForm,
  );
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<ServerFormState>) =>
    setForm((previous) => ({ ...previous, ...patch }));
  const stdio = spawnsProcess(form.transport);

  const save = async () => {
    const read = readServerForm(form);
    if (!read.ok) {
      setProblems(read.problems.map((problem) => problem.message));
      return;
    }
    setSaving(true);
    try {
      if (server) {
        await browserInspectorApi.updateServer(server.id, serverPatch(read.config));
        onSaved(server.id);
      } else {
        const { id } = await browserInspectorApi.createServer(read.config);
        onSaved(id);
      }
    } catch (error) {
      setProblems([errorMessage(error)]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      aria-label={server ? `Edit ${server.name}` : "Add a server"}
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="grid grid-cols-2 gap-3 max-sm:grid-cols-1">
        <Field label="Name" hint="letters, digits, _ and -">
          {(id) => (
            <input
              id={id}
              value={form.name}
              required
              autoComplete="off"
              onChange={(event) => set({ name: event.target.value })}
              className={inputClassName}
            />
          )}
        </Field>
        <Field label="Transport">
          {(id) => (
            <Select
              id={id}
              value={form.transport}
              onChange={(event) => set({ transport: event.target.value as ServerTransport })}
            >
              {serverTransports.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {stdio ? (
        <>
          <Field label="Command">
            {(id) => (
              <input
                id={id}
                value={form.command}
                placeholder="npx"
                onChange={(event) => set({ command: event.target.value })}
                className={`${inputClassName} font-mono text-xs`}
              />
            )}
          </Field>
          <Field label="Arguments" hint="one per line">
            {(id) => (
              <TextArea
                id={id}
                mono
                rows={3}
                value={form.args}
                placeholder={"-y\n@modelcontextprotocol/server-everything"}
                onChange={(event) => set({ args: event.target.value })}
              />
            )}
          </Field>
          <ServerFormRows
            legend="Environment"
            rows={form.env}
            namePlaceholder="HOME"
            onChange={(env) => set({ env })}
          />
          <Field label="Working directory" hint="optional">
            {(id) => (
              <input
                id={id}
                value={form.cwd}
                onChange={(event) => set({ cwd: event.target.value })}
                className={`${inputClassName} font-mono text-xs`}
              />
            )}
          </Field>
        </>
      ) : (
        <>
          <Field label="URL">
            {(id) => (
              <input
                id={id}
                type="url"
                value={form.url}
                placeholder={urlPlaceholder(form.transport)}
                onChange={(event) => set({ url: event.target.value })}
                className={`${inputClassName} font-mono text-xs`}
              />
            )}
          </Field>
          <ServerFormRows
            legend="Headers"
            rows={form.headers}
            namePlaceholder="authorization"
            onChange={(headers) => set({ headers })}
          />
        </>
      )}
      <fieldset className="grid grid-cols-3 items-end gap-3 max-sm:grid-cols-1">
        <legend className="mb-1 text-xs font-medium text-ink">Timeouts (milliseconds)</legend>
        <Field label="Request" hint="default 30000">
          {(id) => (
            <input
              id={id}
              inputMode="numeric"
              value={form.requestMs}
              onChange={(event) => set({ requestMs: event.target.value })}
              className={inputClassName}
            />
          )}
        </Field>
        <Field label="Maximum total">
          {(id) => (
            <input
              id={id}
              inputMode="numeric"
              value={form.maxTotalMs}
              onChange={(event) => set({ maxTotalMs: event.target.value })}
              className={inputClassName}
            />
          )}
        </Field>
        <label className="flex h-7 items-center gap-2 text-xs text-ink">
          <input
            type="checkbox"
            checked={form.resetOnProgress}
            onChange={(event) => set({ resetOnProgress: event.target.checked })}
          />
          Reset on progress
        </label>
      </fieldset>
      {problems.length > 0 ? (
        <div role="alert" className="rounded-md bg-danger-soft px-2 py-1.5 text-xs text-danger">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? "Saving…" : server ? "Save" : "Add server"}
        </Button>
      </div>
    </form>
  );
}
