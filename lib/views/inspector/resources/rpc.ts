import type { RawRpcAnswer } from "@/lib/api/inspector";
import type { InspectorApi } from "@/lib/views/inspector/api";
import { ApiError } from "@/lib/views/shared/api-client";

/** The part of the inspector client a request to the server needs, so tests can pass a fake. */
export type InspectorRpcApi = Pick<InspectorApi, "rpc">;

/**
 * Sends one MCP request through `POST /api/servers/:id/rpc` and resolves with its result; a
 * JSON-RPC error the server answered rejects with an `ApiError` (code `mcp:<code>`) naming the
 * method, as a failure from Loupe itself does. Used by the resources, prompts and completion views.
 */
export async function requestResult<Result>(
  api: InspectorRpcApi,
  serverId: string,
  method: string,
  params?: Record<string, unknown>,
): Promise<Result> {
  const answer: RawRpcAnswer = await api.rpc(
    serverId,
    params === undefined ? { method } : { method, params },
  );
  if ("error" in answer) {
    throw new ApiError(
      `mcp:${answer.error.code}`,
      `${method} failed: ${answer.error.message} (JSON-RPC error ${answer.error.code})`,
      200,
    );
  }
  if ("result" in answer) return answer.result as Result;
  throw new ApiError("response:invalid", `${method} got no result from the server`, 200);
}
