import type { ResourceContents } from "./content";
import { type InspectorRpcApi, requestResult } from "./rpc";

/** One resource of `resources/list`. */
export interface ListedResource {
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  size?: number;
}

/** One template of `resources/templates/list`. */
export interface ListedResourceTemplate {
  uriTemplate: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
}

/** One page of a paginated list, with the cursor of the next page when there is one. */
export interface ListPage<Item> {
  items: Item[];
  nextCursor?: string;
}

async function page<Item>(
  api: InspectorRpcApi,
  serverId: string,
  method: string,
  key: string,
  cursor?: string,
): Promise<ListPage<Item>> {
  const result = await requestResult<Record<string, unknown>>(
    api,
    serverId,
    method,
    cursor === undefined ? undefined : { cursor },
  );
  const items = Array.isArray(result[key]) ? (result[key] as Item[]) : [];
  return typeof result.nextCursor === "string" && result.nextCursor !== ""
    ? { items, nextCursor: result.nextCursor }
    : { items };
}

/** Reads one page of the server's resources. */
export function listResources(api: InspectorRpcApi, serverId: string, cursor?: string) {
  return page<ListedResource>(api, serverId, "resources/list", "resources", cursor);
}

/** Reads one page of the server's resource templates. */
export function listResourceTemplates(api: InspectorRpcApi, serverId: string, cursor?: string) {
  return page<ListedResourceTemplate>(
    api,
    serverId,
    "resources/templates/list",
    "resourceTemplates",
    cursor,
  );
}

/** Reads one resource (`resources/read`): its contents, text or blob. */
export async function readResource(
  api: InspectorRpcApi,
  serverId: string,
  uri: string,
): Promise<ResourceContents[]> {
  const result = await requestResult<{ contents?: unknown }>(api, serverId, "resources/read", {
    uri,
  });
  return Array.isArray(result.contents) ? (result.contents as ResourceContents[]) : [];
}

/** Subscribes to (`resources/subscribe`) or unsubscribes from a resource's updates. */
export async function setResourceSubscription(
  api: InspectorRpcApi,
  serverId: string,
  uri: string,
  subscribed: boolean,
): Promise<void> {
  await requestResult(api, serverId, subscribed ? "resources/subscribe" : "resources/unsubscribe", {
    uri,
  });
}
