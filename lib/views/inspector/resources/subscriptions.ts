/**
 * The resources the page has subscribed to, per server: each URI with the traffic seq at which
 * its subscription began, so its updates are counted from there. Kept outside the tab so that
 * switching tabs does not forget a subscription the server still holds.
 */
export class ResourceSubscriptions {
  private readonly byServer = new Map<string, Map<string, number>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  /** The seq a subscription to `uri` began at, or undefined when there is none. */
  since(serverId: string, uri: string): number | undefined {
    return this.byServer.get(serverId)?.get(uri);
  }

  /** The subscribed URIs of one server, in the order they were subscribed. */
  uris(serverId: string): string[] {
    return [...(this.byServer.get(serverId)?.keys() ?? [])];
  }

  /** Records a subscription beginning at traffic seq `since`. */
  add(serverId: string, uri: string, since: number): void {
    const uris = this.byServer.get(serverId) ?? new Map<string, number>();
    uris.set(uri, since);
    this.byServer.set(serverId, uris);
    this.changed();
  }

  /** Forgets a subscription. */
  remove(serverId: string, uri: string): void {
    if (this.byServer.get(serverId)?.delete(uri)) this.changed();
  }

  /** Forgets every subscription of a server (a new connection holds none). */
  clear(serverId: string): void {
    if (this.byServer.delete(serverId)) this.changed();
  }

  /** A number that changes with every change, for `useSyncExternalStore`. */
  getVersion = (): number => this.version;

  /** Calls `listener` after each change; answers a function that stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

/** The page's one record of subscriptions. */
export const resourceSubscriptions = new ResourceSubscriptions();
