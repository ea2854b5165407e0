import "server-only";
import { accessToken } from "@/lib/security/token";
import { getEventStore } from "@/lib/store";

/**
 * Start-up work: open the store, close turns that the last process left running (so their
 * sessions are usable again), and print the URL that carries the access token.
 */
export function startServer(): void {
  const store = getEventStore();
  for (const { sessionId, turn } of store.openTurns()) {
    store.append(sessionId, { kind: "turn.end", data: { turn, status: "interrupted" } });
  }
  const host = process.env.HOST || "127.0.0.1";
  const port = process.env.PORT || "3000";
  const shownHost = host.includes(":") ? `[${host}]` : host;
  console.info(`\n  Loupe is ready: http://${shownHost}:${port}/?token=${accessToken()}\n`);
}
