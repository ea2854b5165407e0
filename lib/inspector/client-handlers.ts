import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import {
  CancelTaskRequestSchema,
  type ClientCapabilities,
  type ClientNotification,
  type ClientRequest,
  CreateMessageRequestSchema,
  type CreateMessageResult,
  ElicitRequestSchema,
  type ElicitResult,
  GetTaskPayloadRequestSchema,
  GetTaskRequestSchema,
  ListRootsRequestSchema,
  ListTasksRequestSchema,
  type Root,
} from "@modelcontextprotocol/sdk/types.js";
import type { ClientTasks } from "@/lib/inspector/client-tasks";
import type { HeldCalls } from "@/lib/inspector/inflight-calls";
import type { PendingRequests } from "@/lib/inspector/pending-requests";

/**
 * What the inspector's client declares: sampling, elicitation in form and URL mode (2025-11-25),
 * roots that can change, and tasks: it runs the server's sampling and elicitation requests as
 * tasks when asked.
 */
export const INSPECTOR_CLIENT_CAPABILITIES: ClientCapabilities = {
  sampling: {},
  elicitation: { form: {}, url: {} },
  roots: { listChanged: true },
  tasks: {
    list: {},
    cancel: {},
    requests: { sampling: { createMessage: {} }, elicitation: { create: {} } },
  },
};

/** What the inspector's handlers answer from. */
export interface InspectorClientState {
  pending: PendingRequests;
  tasks: ClientTasks;
  roots: () => Root[];
  /** Stops the clocks of the calls in flight now (see `holdCalls`); none held when left out. */
  holdCalls?: () => HeldCalls;
}

type Extra = RequestHandlerExtra<ClientRequest, ClientNotification>;

/**
 * Registers the inspector's answers to server-initiated requests on a client: `roots/list` from
 * the current roots, `sampling/createMessage` and `elicitation/create` as pending requests a
 * person answers (as tasks when `params.task` asks; a full list refuses either before any task is
 * created), and `tasks/get`, `tasks/result`,
 * `tasks/list`, `tasks/cancel` for those tasks. While such a request waits, the clocks of the
 * calls in flight when it came stop, and it counts those calls as its cause.
 */
export function inspectorClientSetup(state: InspectorClientState): (client: Client) => void {
  const { pending, tasks } = state;
  const holding = async (
    asked: Parameters<PendingRequests["wait"]>[0],
    signal: AbortSignal,
  ): Promise<Record<string, unknown>> => {
    const held = state.holdCalls?.() ?? { callIds: [], release: () => undefined };
    try {
      return await pending.wait(
        held.callIds.length > 0 ? { ...asked, causedBy: held.callIds } : asked,
        signal,
      );
    } finally {
      held.release();
    }
  };
  const waitForPerson = async (
    request: { method: string; params: Record<string, unknown> & { task?: { ttl?: number } } },
    extra: Extra,
  ): Promise<Record<string, unknown>> => {
    const asked = { requestId: extra.requestId, method: request.method, params: request.params };
    if (!request.params.task) return holding(asked, extra.signal);
    pending.admit(request.method);
    const task = tasks.start(request.params.task.ttl, (taskId, signal) =>
      holding({ ...asked, taskId }, signal),
    );
    return { task };
  };
  return (client) => {
    client.setRequestHandler(
      CreateMessageRequestSchema,
      async (request, extra) => (await waitForPerson(request, extra)) as CreateMessageResult,
    );
    client.setRequestHandler(
      ElicitRequestSchema,
      async (request, extra) => (await waitForPerson(request, extra)) as ElicitResult,
    );
    client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: state.roots() }));
    client.setRequestHandler(GetTaskRequestSchema, (request) => tasks.get(request.params.taskId));
    client.setRequestHandler(GetTaskPayloadRequestSchema, (request) =>
      tasks.result(request.params.taskId),
    );
    client.setRequestHandler(ListTasksRequestSchema, () => ({ tasks: tasks.list() }));
    client.setRequestHandler(CancelTaskRequestSchema, (request) =>
      tasks.cancel(request.params.taskId),
    );
  };
}
