"use client";

import { clsx } from "clsx";
import { useId, useState } from "react";
import { downloadJson } from "@/components/inspector/download-json";
import { Button } from "@/components/ui/button";
import { PlusIcon } from "@/components/ui/icons";
import type { ListedServer } from "@/lib/api/servers";
import { DEMO_MCP_PATH } from "@/lib/demo/weather/paths";
import { errorMessage } from "@/lib/errors";
import { browserInspectorApi, type ServerExportFormat } from "@/lib/views/inspector/api";
import { ServerForm } from "./server-form";
import { ServerFormDialog } from "./server-form-dialog";
import { ServerImport } from "./server-import";
import { ServerListRow } from "./server-list-row";

type OpenForm =
  | { kind: "add" }
  | { kind: "edit"; server: ListedServer }
  | { kind: "import" }
  | null;

const exportFiles: Record<ServerExportFormat, string> = {
  mcpServers: "mcp-servers.json",
  vscode: "vscode-mcp.json",
};

/**
 * The listed servers, oldest first, each with its name and transport: open one, add, edit,
 * duplicate, delete, import a config file or export the list as one, and list Loupe's own demo
 * weather server in one click while it is not listed. Failures are shown here.
 */
export function ServerList({
  servers,
  loading,
  loadError,
  selectedId,
  onSelect,
  onChanged,
  className,
}: {
  servers: ListedServer[];
  loading: boolean;
  loadError: string | null;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** The list changed: load it again (and open `selectId` when given). */
  onChanged: (selectId?: string) => void;
  className?: string;
}) {
  const headingId = useId();
  const [form, setForm] = useState<OpenForm>(null);
  const [error, setError] = useState<string | null>(null);

  const act = async (action: string, run: () => Promise<void>) => {
    setError(null);
    try {
      await run();
    } catch (caught) {
      setError(`${action}: ${errorMessage(caught)}`);
    }
  };
  const demoListed = servers.some(
    (server) => "url" in server && server.url.endsWith(DEMO_MCP_PATH),
  );
  const exportAs = (format: ServerExportFormat) =>
    void act("Export", async () => {
      downloadJson(exportFiles[format], await browserInspectorApi.exportServers(format));
    });

  return (
    <nav aria-labelledby={headingId} className={clsx("flex min-h-0 flex-col gap-2", className)}>
      <h2 id={headingId} className="px-1 text-xs font-semibold">
        Servers
      </h2>
      <div className="flex flex-wrap gap-1">
        <Button size="sm" variant="primary" onClick={() => setForm({ kind: "add" })}>
          <PlusIcon width={12} height={12} />
          Add server
        </Button>
        <Button size="sm" onClick={() => setForm({ kind: "import" })}>
          Import
        </Button>
        <Button
          size="sm"
          onClick={() => exportAs("mcpServers")}
          title="Download the list as { mcpServers } (secrets redacted)"
        >
          Export
        </Button>
        <Button
          size="sm"
          onClick={() => exportAs("vscode")}
          title="Download the list as VS Code's { servers } (secrets redacted)"
        >
          Export for VS Code
        </Button>
      </div>
      {!loading && !loadError && !demoListed ? (
        <Button
          size="sm"
          variant="ghost"
          className="self-start"
          title={`Lists the weather server Loupe serves itself at ${DEMO_MCP_PATH}`}
          onClick={() =>
            void act("Add the demo weather server", async () => {
              const { id } = await browserInspectorApi.listDemoServer();
              onChanged(id);
            })
          }
        >
          <PlusIcon width={12} height={12} />
          Add the demo weather server
        </Button>
      ) : null}
      <p role="status" className="sr-only">
        {loading
          ? "Loading servers"
          : `${servers.length} ${servers.length === 1 ? "server" : "servers"}`}
      </p>
      {loadError || error ? (
        <p role="alert" className="rounded-md bg-danger-soft px-2 py-1 text-[11px] text-danger">
          {loadError ?? error}
        </p>
      ) : null}
      {!loading && servers.length === 0 && !loadError ? (
        <p className="px-1 text-[11px] text-muted">
          No servers yet: add one, or import your claude_desktop_config.json.
        </p>
      ) : null}
      <ul aria-labelledby={headingId} className="flex min-h-0 flex-col gap-0.5 overflow-y-auto">
        {servers.map((server) => (
          <ServerListRow
            key={server.id}
            server={server}
            selected={server.id === selectedId}
            onSelect={() => onSelect(server.id)}
            onEdit={() => setForm({ kind: "edit", server })}
            onDuplicate={() =>
              void act(`Duplicate ${server.name}`, async () => {
                const { id } = await browserInspectorApi.duplicateServer(server.id);
                onChanged(id);
              })
            }
            onDelete={() =>
              void act(`Delete ${server.name}`, async () => {
                await browserInspectorApi.deleteServer(server.id);
                if (server.id === selectedId) onSelect(null);
                onChanged();
              })
            }
          />
        ))}
      </ul>
      <ServerFormDialog
        open={form?.kind === "add" || form?.kind === "edit"}
        onOpenChange={(open) => {
          if (!open) setForm(null);
        }}
        title={form?.kind === "edit" ? `Edit ${form.server.name}` : "Add a server"}
        description={
          form?.kind === "edit"
            ? "Values shown as [redacted] keep the stored secret unless you type a new one."
            : "A server the inspector and any session can use."
        }
      >
        {form?.kind === "add" || form?.kind === "edit" ? (
          <ServerForm
            key={form.kind === "edit" ? form.server.id : "add"}
            server={form.kind === "edit" ? form.server : undefined}
            onCancel={() => setForm(null)}
            onSaved={(id) => {
              setForm(null);
              onChanged(id);
            }}
          />
        ) : null}
      </ServerFormDialog>
      <ServerFormDialog
        open={form?.kind === "import"}
        onOpenChange={(open) => {
          if (!open) setForm(null);
        }}
        title="Import servers"
        description="Paste or pick a Claude Desktop, Cursor, Cline, .mcp.json or VS Code config file."
      >
        <ServerImport onImported={() => onChanged()} />
      </ServerFormDialog>
    </nav>
  );
}
