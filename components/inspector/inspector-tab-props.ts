import type { InspectorHandshake } from "@/lib/api/inspector";
import type { ListedServer } from "@/lib/api/servers";
import type { InspectorApi } from "@/lib/views/inspector/api";
import type { InspectorLiveState } from "@/lib/views/inspector/live";

/**
 * What the inspector page hands each of a server's tabs: the server, what it said in
 * `initialize` (its capabilities decide what a tab offers), the live traffic and pending
 * requests, and the API client.
 */
export interface InspectorTabProps {
  server: ListedServer;
  handshake: InspectorHandshake;
  live: InspectorLiveState;
  /** Polls traffic and pending at once, e.g. right after a call. */
  refresh: () => Promise<void>;
  api: InspectorApi;
}
