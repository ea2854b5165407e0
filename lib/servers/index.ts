import "server-only";
import { runtimeSlot } from "@/lib/runtime";
import { ServerStore } from "@/lib/servers/server-store";
import { getDatabase } from "@/lib/store/database";

export { ServerStore } from "@/lib/servers/server-store";

/** The process-wide server list over the process-wide database. */
export function getServerStore(): ServerStore {
  return runtimeSlot("server-store", () => new ServerStore(getDatabase()));
}
