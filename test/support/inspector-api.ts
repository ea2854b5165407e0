import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GET as getCalls } from "@/app/api/servers/[id]/calls/route";
import { GET as getConnection, POST as postConnect } from "@/app/api/servers/[id]/connect/route";
import { POST as postDraft } from "@/app/api/servers/[id]/pending/[requestId]/draft/route";
import { POST as postAnswer } from "@/app/api/servers/[id]/pending/[requestId]/route";
import { GET as getPending } from "@/app/api/servers/[id]/pending/route";
import { GET as getRoots, PUT as putRoots } from "@/app/api/servers/[id]/roots/route";
import { DELETE as deleteServer } from "@/app/api/servers/[id]/route";
import { POST as postCancel } from "@/app/api/servers/[id]/rpc/cancel/route";
import { POST as postRpc } from "@/app/api/servers/[id]/rpc/route";
import { GET as getTraffic } from "@/app/api/servers/[id]/traffic/route";
import { POST as postServer } from "@/app/api/servers/route";
import { closeInspector } from "@/lib/inspector/inspector-connections";
import { type ApiBody, apiRequest, call, TEST_TOKEN } from "@/test/support/api-client";
import { serverEverythingStdio, startServerEverything } from "@/test/support/server-everything";

/**
 * The inspector's routes called in-process, the way a script would call them, over a fresh data
 * directory: add a listed server, connect, send raw JSON-RPC, read and answer pending requests,
 * read the traffic.
 */

/** Points Loupe at a new temporary data directory; returns a function that removes it. */
export function enterTemporaryDataDirectory(prefix: string): () => void {
  const directory = mkdtempSync(path.join(tmpdir(), prefix));
  process.env.LOUPE_DATA_DIR = directory;
  process.env.LOUPE_TOKEN = TEST_TOKEN;
  return () => rmSync(directory, { recursive: true, force: true });
}

/** Adds a server to the list through `POST /api/servers` and answers its id. */
export async function listServer(config: Record<string, unknown>): Promise<string> {
  const created = await call(
    postServer,
    apiRequest("/api/servers", { method: "POST", body: config }),
    {},
  );
  if (created.status !== 201)
    throw new Error(`adding a server failed: ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}

/** One pending request as `GET /api/servers/:id/pending` lists it. */
export interface PendingItem {
  requestId: string | number;
  method: string;
  params: Record<string, unknown>;
  /** The inspector's task running it, when the server asked for one. */
  taskId?: string;
  at: number;
}

/** One request that ended unanswered with its call, as `GET /api/servers/:id/pending` lists it. */
export interface EndedItem {
  requestId: string | number;
  method: string;
  at: number;
  endedAt: number;
  why: string;
}

/** One in-flight call as `GET /api/servers/:id/calls` lists it. */
export interface InflightCallItem {
  callId: string;
  method: string;
  requestId?: string | number;
  progressToken?: string | number;
  startedAt: number;
  progress?: { progress: number; total?: number; message?: string };
}

/** The inspector routes of one listed server. */
export function inspectorApi(id: string) {
  const base = `/api/servers/${id}`;
  return {
    connect: (body?: unknown) =>
      call(postConnect, apiRequest(`${base}/connect`, { method: "POST", body }), { id }),
    connection: () => call(getConnection, apiRequest(`${base}/connect`), { id }),
    rpc: (body: unknown) =>
      call(postRpc, apiRequest(`${base}/rpc`, { method: "POST", body }), { id }),
    pending: () =>
      call<
        { id: string },
        ApiBody & {
          pending: PendingItem[];
          ended?: EndedItem[];
          refused?: { count: number; limit: number; lastAt?: number };
        }
      >(getPending, apiRequest(`${base}/pending`), { id }),
    answer: (requestId: string | number, body: unknown) =>
      call(
        postAnswer,
        apiRequest(`${base}/pending/${encodeURIComponent(String(requestId))}`, {
          method: "POST",
          body,
        }),
        { id, requestId: String(requestId) },
      ),
    traffic: (query = "") => call(getTraffic, apiRequest(`${base}/traffic${query}`), { id }),
    calls: () =>
      call<{ id: string }, ApiBody & { calls: InflightCallItem[] }>(
        getCalls,
        apiRequest(`${base}/calls`),
        { id },
      ),
    cancel: (body: unknown) =>
      call(postCancel, apiRequest(`${base}/rpc/cancel`, { method: "POST", body }), { id }),
    roots: () => call(getRoots, apiRequest(`${base}/roots`), { id }),
    replaceRoots: (body: unknown) =>
      call(putRoots, apiRequest(`${base}/roots`, { method: "PUT", body }), { id }),
    draft: (requestId: string | number, body: unknown) =>
      call(
        postDraft,
        apiRequest(`${base}/pending/${encodeURIComponent(String(requestId))}/draft`, {
          method: "POST",
          body,
        }),
        { id, requestId: String(requestId) },
      ),
    remove: () => call(deleteServer, apiRequest(base, { method: "DELETE" }), { id }),
  };
}

/** Polls the pending list until a request with `method` is there (or fails after `timeoutMs`). */
export async function waitForPending(
  api: ReturnType<typeof inspectorApi>,
  method: string,
  timeoutMs = 10_000,
): Promise<PendingItem> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await api.pending();
    const found = body.pending?.find((item) => item.method === method);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no pending ${method} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Polls the in-flight calls until `callId` has received progress (or fails after `timeoutMs`). */
export async function waitForProgress(
  api: ReturnType<typeof inspectorApi>,
  callId: string,
  timeoutMs = 10_000,
): Promise<InflightCallItem> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await api.calls();
    const found = body.calls?.find((item) => item.callId === callId);
    if (found?.progress) return found;
    if (Date.now() > deadline)
      throw new Error(`no progress on call ${callId} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** server-everything listed twice, over stdio and over Streamable HTTP, in a fresh data directory. */
export interface ListedServerEverything {
  stdioId: string;
  httpId: string;
  /** The HTTP server's MCP endpoint. */
  httpUrl: string;
  /** Closes both inspector connections, stops the HTTP server, removes the data directory. */
  stop(): Promise<void>;
}

/** Lists server-everything over stdio and Streamable HTTP for an inspector test file. */
export async function listServerEverything(prefix: string): Promise<ListedServerEverything> {
  const removeDataDirectory = enterTemporaryDataDirectory(prefix);
  const http = await startServerEverything("streamableHttp");
  const stdioId = await listServer({
    name: "everything-stdio",
    transport: "stdio",
    ...serverEverythingStdio(),
  });
  const httpId = await listServer({
    name: "everything-http",
    transport: "streamable-http",
    url: http.url,
  });
  return {
    stdioId,
    httpId,
    httpUrl: http.url,
    async stop() {
      await Promise.all([closeInspector(stdioId), closeInspector(httpId)]);
      await http.stop();
      removeDataDirectory();
    },
  };
}
