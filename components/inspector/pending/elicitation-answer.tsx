"use client";

import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { SchemaForm } from "@/components/inspector/forms/schema-form";
import { Button } from "@/components/ui/button";
import type { PendingRequest } from "@/lib/api/inspector";
import type { SchemaObject } from "@/lib/views/inspector/forms/schema-form-ref";
import {
  type ElicitationProblems,
  elicitationAccept,
  elicitationDone,
  elicitationRefusal,
  elicitationRequestView,
  initialElicitationContent,
} from "@/lib/views/inspector/pending/elicitation";
import {
  type ElicitationLink,
  elicitationLink,
} from "@/lib/views/inspector/pending/elicitation-link";
import type { SendAnswer } from "./pending-item";

/**
 * An `elicitation/create` request and its answer. Form mode: a form from `requestedSchema`
 * with its defaults filled in, sent as `accept` with the content, or Decline / Cancel. URL
 * mode: the message and the link to open, then Done / Decline / Cancel.
 */
export function ElicitationAnswer({
  request,
  busy,
  send,
}: {
  request: PendingRequest;
  busy: boolean;
  send: SendAnswer;
}) {
  const view = useMemo(() => elicitationRequestView(request.params), [request.params]);
  const refusals = (
    <>
      <Button
        variant="danger"
        size="sm"
        disabled={busy}
        onClick={() => send(elicitationRefusal("decline"))}
      >
        Decline
      </Button>
      <Button size="sm" disabled={busy} onClick={() => send(elicitationRefusal("cancel"))}>
        Cancel
      </Button>
    </>
  );

  if (view.mode === "url") {
    const link = elicitationLink(view.url);
    return (
      <div className="flex flex-col gap-2 text-xs">
        <p className="whitespace-pre-wrap">{view.message}</p>
        <UrlToOpen link={link} url={view.url} />
        <div className="flex gap-2">
          <Button
            variant={link.openable ? "primary" : "secondary"}
            size="sm"
            disabled={busy}
            onClick={() => send(elicitationDone())}
          >
            Done
          </Button>
          {refusals}
        </div>
      </div>
    );
  }
  return (
    <ElicitationForm
      schema={view.schema}
      message={view.message}
      busy={busy}
      send={send}
      refusals={refusals}
    />
  );
}

/**
 * A URL-mode request's URL as plain text with the host it leads to; only an http or https URL
 * gets a link, which opens in a new tab when the person follows it. Any other is refused, saying
 * why.
 */
function UrlToOpen({ link, url }: { link: ElicitationLink; url: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-md border border-line px-2 py-1.5">
      <p>
        URL: <span className="font-mono break-all">{url || "(none)"}</span>
      </p>
      {link.openable ? (
        <>
          <p>
            Host: <span className="font-mono font-semibold">{link.host}</span>
          </p>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="self-start text-accent underline"
          >
            Open {link.host} in a new tab
          </a>
        </>
      ) : (
        <p role="alert" className="text-danger">
          Not opened: {link.reason}
        </p>
      )}
    </div>
  );
}

/**
 * A form-mode request: its message and the form the tools' engine draws from `requestedSchema`,
 * defaults filled in. Accept checks the fields and sends their content, or marks each field that
 * needs a fix and focuses the first.
 */
function ElicitationForm({
  schema,
  message,
  busy,
  send,
  refusals,
}: {
  schema: SchemaObject;
  message: string;
  busy: boolean;
  send: SendAnswer;
  refusals: ReactNode;
}) {
  const [content, setContent] = useState<unknown>(() => initialElicitationContent(schema));
  const [problems, setProblems] = useState<ElicitationProblems | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (problems) form.current?.querySelector<HTMLElement>("[aria-invalid]")?.focus();
  }, [problems]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = elicitationAccept(schema, content);
    if ("problems" in read) {
      setProblems(read.problems);
      return;
    }
    setProblems(null);
    send(read.answer);
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label="Answer the elicitation"
      className="flex flex-col gap-2"
    >
      <p className="text-xs whitespace-pre-wrap">{message}</p>
      <SchemaForm
        schema={schema}
        value={content}
        onChange={setContent}
        issues={problems?.issues ?? []}
        emptyText="The server asks for no fields."
      />
      {problems ? (
        <p role="alert" className="rounded-md bg-danger-soft px-2 py-1.5 text-xs text-danger">
          Not sent:{" "}
          {problems.labels.length === 1
            ? "one field needs"
            : `${problems.labels.length} fields need`}{" "}
          a fix ({problems.labels.join(", ")}).
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" size="sm" disabled={busy}>
          Accept
        </Button>
        {refusals}
      </div>
    </form>
  );
}
