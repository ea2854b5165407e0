import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  type ClientCapabilities,
  CreateMessageRequestSchema,
  type CreateMessageResult,
  ElicitRequestSchema,
  type ElicitResult,
  ListRootsRequestSchema,
  type Root,
} from "@modelcontextprotocol/sdk/types.js";
import type { PendingRequests } from "@/lib/inspector/pending-requests";

/** What the inspector's client declares: sampling, form elicitation, and roots that can change. */
export const INSPECTOR_CLIENT_CAPABILITIES: ClientCapabilities = {
  sampling: {},
  elicitation: { form: {} },
  roots: { listChanged: true },
};

/**
 * Registers the inspector's answers to server-initiated requests on a client: `roots/list` from
 * the current roots, `sampling/createMessage` and `elicitation/create` as pending requests a
 * person answers.
 */
export function inspectorClientSetup(
  pending: PendingRequests,
  roots: () => Root[],
): (client: Client) => void {
  return (client) => {
    client.setRequestHandler(
      CreateMessageRequestSchema,
      async (request, extra) =>
        (await pending.wait(
          { requestId: extra.requestId, method: request.method, params: request.params },
          extra.signal,
        )) as CreateMessageResult,
    );
    client.setRequestHandler(
      ElicitRequestSchema,
      async (request, extra) =>
        (await pending.wait(
          { requestId: extra.requestId, method: request.method, params: request.params },
          extra.signal,
        )) as ElicitResult,
    );
    client.setRequestHandler(ListRootsRequestSchema, () => ({ roots: roots() }));
  };
}
