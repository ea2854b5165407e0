"use client";

import { useState } from "react";
import { FailureNote } from "@/components/inspector/resources/resource-failure";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { JsonViewer } from "@/components/ui/json-viewer";
import type { PendingAnswer, PendingRequest } from "@/lib/api/inspector";
import { errorMessage } from "@/lib/errors";
import type { InspectorApi } from "@/lib/views/inspector/api";
import { ElicitationAnswer } from "./elicitation-answer";
import { SamplingAnswer } from "./sampling-answer";

/** Sends one answer to a pending request; the item shows it as busy meanwhile. */
export type SendAnswer = (answer: PendingAnswer) => void;

/**
 * One request the server waits on: its method, when it arrived and its params, and the form
 * that answers it (sampling, elicitation, or a raw error for any other method). A failed answer
 * (the request expired, the result was refused) shows here; an answered item leaves the list.
 */
export function PendingItem({
  request,
  serverId,
  api,
  refresh,
  onAnswered,
}: {
  request: PendingRequest;
  serverId: string;
  api: InspectorApi;
  refresh: () => Promise<void>;
  /** Hears that the server has this item's answer. */
  onAnswered?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [answered, setAnswered] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send: SendAnswer = (answer) => {
    setBusy(true);
    setError(null);
    api.answerPending(serverId, request.requestId, answer).then(
      () => {
        setAnswered(true);
        setBusy(false);
        onAnswered?.();
        void refresh();
      },
      (failure: unknown) => {
        setError(`The answer was not sent: ${errorMessage(failure)}`);
        setBusy(false);
        void refresh();
      },
    );
  };
  const id = String(request.requestId);

  return (
    <li
      aria-label={`${request.method} request ${id}`}
      className="flex flex-col gap-3 rounded-md border border-line bg-surface p-3"
      data-testid="pending-item"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-mono text-xs font-semibold">{request.method}</h3>
        <Badge mono>id {id}</Badge>
        <span className="text-[11px] text-muted">
          arrived{" "}
          <time dateTime={new Date(request.at).toISOString()}>
            {new Date(request.at).toLocaleTimeString()}
          </time>
        </span>
      </div>
      <details className="text-xs">
        <summary className="cursor-pointer text-muted">Params</summary>
        <JsonViewer value={request.params ?? null} className="mt-1" />
      </details>
      {answered ? (
        <p role="status" className="text-xs text-muted">
          Answered; the server has it.
        </p>
      ) : request.method === "sampling/createMessage" ? (
        <SamplingAnswer request={request} serverId={serverId} busy={busy} send={send} />
      ) : request.method === "elicitation/create" ? (
        <ElicitationAnswer request={request} busy={busy} send={send} />
      ) : (
        <div>
          <Button
            variant="danger"
            size="sm"
            disabled={busy}
            onClick={() =>
              send({
                error: {
                  code: -32601,
                  message: `Loupe's inspector does not answer ${request.method}.`,
                },
              })
            }
          >
            Refuse
          </Button>
        </div>
      )}
      <FailureNote message={error} />
    </li>
  );
}
