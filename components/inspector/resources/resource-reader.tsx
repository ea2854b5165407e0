"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/errors";
import { readResource, setResourceSubscription } from "@/lib/views/inspector/resources/api";
import type { ResourceContents } from "@/lib/views/inspector/resources/content";
import { resourceSubscriptions } from "@/lib/views/inspector/resources/subscriptions";
import { latestSeq, resourceUpdates } from "@/lib/views/inspector/resources/updates";
import { ResourceContentsList } from "./resource-contents";
import { FailureNote } from "./resource-failure";

/**
 * One resource read (`resources/read`) with a Re-read button and, when the server offers
 * subscriptions, Subscribe/Unsubscribe and the `notifications/resources/updated` seen since.
 */
export function ResourceReader({
  uri,
  server,
  handshake,
  live,
  refresh,
  api,
}: InspectorTabProps & { uri: string }) {
  const [contents, setContents] = useState<ResourceContents[] | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [subscriptionError, setSubscriptionError] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  useSyncExternalStore(
    resourceSubscriptions.subscribe,
    resourceSubscriptions.getVersion,
    resourceSubscriptions.getVersion,
  );
  const since = resourceSubscriptions.since(server.id, uri);
  const subscribable = handshake.capabilities.resources?.subscribe === true;

  const read = useCallback(() => {
    setReading(true);
    setReadError(null);
    readResource(api, server.id, uri).then(
      (read) => {
        setContents(read);
        setReading(false);
      },
      (failure: unknown) => {
        setReadError(errorMessage(failure));
        setReading(false);
      },
    );
  }, [api, server.id, uri]);

  useEffect(() => {
    setContents(null);
    read();
  }, [read]);

  const toggleSubscription = () => {
    setChanging(true);
    setSubscriptionError(null);
    const subscribe = since === undefined;
    const from = latestSeq(live.messages);
    setResourceSubscription(api, server.id, uri, subscribe).then(
      () => {
        if (subscribe) resourceSubscriptions.add(server.id, uri, from);
        else resourceSubscriptions.remove(server.id, uri);
        setChanging(false);
        void refresh();
      },
      (failure: unknown) => {
        setSubscriptionError(errorMessage(failure));
        setChanging(false);
      },
    );
  };

  const updates = since === undefined ? null : resourceUpdates(live.messages, uri, since);
  return (
    <section aria-label={`Resource ${uri}`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 flex-1 font-mono text-xs font-semibold break-all">{uri}</h3>
        <Button
          size="sm"
          onClick={() => {
            read();
            void refresh();
          }}
          disabled={reading}
        >
          {reading ? "Reading…" : "Re-read"}
        </Button>
        {subscribable ? (
          <Button
            size="sm"
            variant={since === undefined ? "secondary" : "primary"}
            onClick={toggleSubscription}
            disabled={changing}
          >
            {since === undefined ? "Subscribe" : "Unsubscribe"}
          </Button>
        ) : null}
      </div>
      {updates ? (
        <p
          aria-live="polite"
          className="flex items-center gap-2 text-xs"
          data-testid="resource-updates"
        >
          <Badge tone={updates.count > 0 ? "accent" : "neutral"}>Subscribed</Badge>
          {updates.count === 0
            ? "No update yet."
            : `${updates.count === 1 ? "1 update" : `${updates.count} updates`}, last at ${new Date(updates.lastAt ?? 0).toLocaleTimeString()}.`}
        </p>
      ) : null}
      <FailureNote message={subscriptionError} />
      <FailureNote message={readError} />
      {contents ? <ResourceContentsList contents={contents} /> : null}
    </section>
  );
}
