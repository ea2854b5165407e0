import type {
  InspectorConnectionLookup,
  InspectorHandshake,
  PendingAnswer,
  PendingPage,
  RawRpc,
  RawRpcAnswer,
  TrafficPage,
} from "@/lib/api/inspector";
import type { ListedServer, ListedServerConfig, ServerImportResult } from "@/lib/api/servers";
import { type Fetcher, requestJson } from "@/lib/views/shared/api-client";

/** The config file forms `GET /api/servers/export` writes. */
export type ServerExportFormat = "mcpServers" | "vscode";

/** One root the inspector offers a server (`roots/list`). */
export interface InspectorRoot {
  uri: string;
  name?: string;
}

/**
 * Typed calls to the inspector's routes (`/api/servers/**`). Every call rejects with an
 * `ApiError` carrying Loupe's error code and message, so a view can show it where it happened.
 */
export function createInspectorApi(fetcher: Fetcher) {
  const server = (id: string) => `/api/servers/${encodeURIComponent(id)}`;
  return {
    listServers: () => requestJson<{ servers: ListedServer[] }>(fetcher, "/api/servers"),
    getServer: (id: string) => requestJson<ListedServer>(fetcher, server(id)),
    createServer: (config: ListedServerConfig) =>
      requestJson<{ id: string }>(fetcher, "/api/servers", { method: "POST", body: config }),
    updateServer: (id: string, patch: Partial<ListedServerConfig>) =>
      requestJson<ListedServer>(fetcher, server(id), { method: "PATCH", body: patch }),
    deleteServer: (id: string) => requestJson<undefined>(fetcher, server(id), { method: "DELETE" }),
    duplicateServer: (id: string) =>
      requestJson<{ id: string }>(fetcher, `${server(id)}/duplicate`, { method: "POST", body: {} }),
    /** Lists Loupe's own demo weather server (or answers the one listed already). */
    listDemoServer: () =>
      requestJson<{ id: string; name: string }>(fetcher, "/api/servers/demo", {
        method: "POST",
        body: {},
      }),
    importServers: (file: unknown) =>
      requestJson<ServerImportResult>(fetcher, "/api/servers/import", {
        method: "POST",
        body: file,
      }),
    exportServers: (format: ServerExportFormat) =>
      requestJson<unknown>(fetcher, `/api/servers/export?format=${format}`),
    connect: (id: string, roots?: InspectorRoot[]) =>
      requestJson<InspectorHandshake>(fetcher, `${server(id)}/connect`, {
        method: "POST",
        body: roots ? { roots } : {},
      }),
    /** The connection the server holds open for the inspector, if any; opens none. */
    connection: (id: string) =>
      requestJson<InspectorConnectionLookup>(fetcher, `${server(id)}/connect`),
    /** Sends any request or notification; answers the server's `{ result }` or `{ error }`. */
    rpc: (id: string, rpc: RawRpc & { callId?: string }) =>
      requestJson<RawRpcAnswer>(fetcher, `${server(id)}/rpc`, { method: "POST", body: rpc }),
    traffic: (id: string, after = 0) =>
      requestJson<TrafficPage>(
        fetcher,
        `${server(id)}/traffic${after > 0 ? `?after=${after}` : ""}`,
      ),
    pending: (id: string) => requestJson<PendingPage>(fetcher, `${server(id)}/pending`),
    answerPending: (id: string, requestId: string | number, answer: PendingAnswer) =>
      requestJson<{ answered: true }>(
        fetcher,
        `${server(id)}/pending/${encodeURIComponent(String(requestId))}`,
        { method: "POST", body: answer },
      ),
  };
}

/** The inspector client type the views share. */
export type InspectorApi = ReturnType<typeof createInspectorApi>;

/** The inspector client the browser uses: same-origin `fetch`, so the token cookie goes along. */
export const browserInspectorApi = createInspectorApi((input, init) =>
  globalThis.fetch(input, init),
);
