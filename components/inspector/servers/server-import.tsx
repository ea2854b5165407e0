"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, TextArea } from "@/components/ui/field";
import type { ServerImportResult } from "@/lib/api/servers";
import { errorMessage } from "@/lib/errors";
import { browserInspectorApi } from "@/lib/views/inspector/api";
import { readJsonInput } from "@/lib/views/shared/json/json-input";

/**
 * Imports a client's config file (Claude Desktop, Cursor, Cline, `.mcp.json`, VS Code), pasted
 * or picked: then says which servers were added, which entries were skipped and why, and the
 * warnings. A file that is not JSON is located by line and column before anything is sent.
 */
export function ServerImport({ onImported }: { onImported: (ids: string[]) => void }) {
  const [text, setText] = useState("");
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ServerImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const fileId = useId();

  const submit = async () => {
    setResult(null);
    const input = readJsonInput(text);
    if (!input.ok) {
      setProblem(`The config is not JSON: ${input.message}`);
      return;
    }
    setBusy(true);
    try {
      const answer = await browserInspectorApi.importServers(input.value);
      setProblem(null);
      setResult(answer);
      onImported(answer.ids);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label="Import servers"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-xs font-medium text-ink">
          Config file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".json,application/json"
          className="text-xs text-muted file:mr-2 file:rounded-md file:border file:border-line-strong file:bg-surface file:px-2 file:py-1 file:text-xs file:text-ink"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setFileName(file.name);
            file.text().then(setText, (error: unknown) => setProblem(errorMessage(error)));
          }}
        />
      </div>
      <Field
        label="Config JSON"
        hint={
          fileName
            ? `from ${fileName}`
            : "claude_desktop_config.json, mcp.json, .mcp.json, .vscode/mcp.json"
        }
      >
        {(id) => (
          <TextArea
            id={id}
            mono
            rows={8}
            value={text}
            placeholder={
              '{ "mcpServers": { "everything": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-everything"] } } }'
            }
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      {problem ? (
        <p role="alert" className="rounded-md bg-danger-soft px-2 py-1.5 text-xs text-danger">
          {problem}
        </p>
      ) : null}
      {result ? <ImportOutcome result={result} /> : null}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" disabled={busy || text.trim() === ""}>
          {busy ? "Importing…" : "Import"}
        </Button>
      </div>
    </form>
  );
}

function ImportOutcome({ result }: { result: ServerImportResult }) {
  return (
    <section aria-label="Import result" role="status" className="flex flex-col gap-1.5 text-xs">
      <p className="font-medium text-success">
        Added {result.added.length} {result.added.length === 1 ? "server" : "servers"}
        {result.added.length > 0 ? ":" : "."}
      </p>
      {result.added.length > 0 ? (
        <ul aria-label="Added servers" className="flex flex-wrap gap-x-2 gap-y-1 font-mono">
          {result.added.map((server) => (
            <li key={server.id}>{server.name}</li>
          ))}
        </ul>
      ) : null}
      {result.skipped.length > 0 ? (
        <>
          <p className="font-medium text-danger">Skipped</p>
          <ul className="flex flex-col gap-0.5">
            {result.skipped.map((entry) => (
              <li key={entry.name}>
                <code className="font-mono">{entry.name}</code>: {entry.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {result.warnings.length > 0 ? (
        <>
          <p className="font-medium text-warning">Warnings</p>
          <ul className="flex flex-col gap-0.5">
            {result.warnings.map((warning) => (
              <li key={`${warning.name}:${warning.message}`}>
                <code className="font-mono">{warning.name}</code>: {warning.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
