"use client";

import { Button } from "@/components/ui/button";

/** A tab's whole body when the server's initialize answer names no such capability. */
export function NotOffered({ title, what }: { title: string; what: string }) {
  return (
    <div className="p-4">
      <h2 className="text-sm font-semibold">{title}</h2>
      <p className="mt-2 text-xs text-muted">
        This server does not offer {what} (no {what} capability).
      </p>
    </div>
  );
}

/** The server said its list changed since it was read (`notifications/…/list_changed`). */
export function ListChangedNotice({
  what,
  refreshLabel,
  onRefresh,
}: {
  what: string;
  refreshLabel: string;
  onRefresh: () => void;
}) {
  return (
    <div
      role="status"
      className="flex items-center gap-2 rounded-md bg-accent-soft px-2 py-1.5 text-xs"
    >
      The server's {what} list changed.
      <Button size="sm" onClick={onRefresh}>
        {refreshLabel}
      </Button>
    </div>
  );
}

/** A list that could not be read, with why and a way to try again. */
export function ListFailure({
  what,
  message,
  onRetry,
}: {
  what: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col gap-1 text-xs text-danger">
      <p>
        Could not list the {what}: {message}
      </p>
      <Button size="sm" className="self-start" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A list being read. */
export function ListLoading({ what }: { what: string }) {
  return (
    <p role="status" className="text-xs text-muted">
      Listing {what}…
    </p>
  );
}
