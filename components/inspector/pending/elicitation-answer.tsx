"use client";

import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { PendingRequest } from "@/lib/views/inspector/api";
import {
  type ElicitationField,
  type ElicitationProblem,
  type ElicitationValues,
  elicitationAccept,
  elicitationDone,
  elicitationRefusal,
  elicitationRequestView,
  initialElicitationValues,
} from "@/lib/views/inspector/pending/elicitation";
import {
  type ElicitationLink,
  elicitationLink,
} from "@/lib/views/inspector/pending/elicitation-link";
import { ElicitationFieldInput } from "./elicitation-field";
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
      request={request}
      fields={view.fields}
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

function ElicitationForm({
  request,
  fields,
  message,
  busy,
  send,
  refusals,
}: {
  request: PendingRequest;
  fields: ElicitationField[];
  message: string;
  busy: boolean;
  send: SendAnswer;
  refusals: ReactNode;
}) {
  const requestedSchema = (request.params as { requestedSchema?: unknown } | null)?.requestedSchema;
  const [values, setValues] = useState<ElicitationValues>(() =>
    initialElicitationValues(requestedSchema, fields),
  );
  const [problems, setProblems] = useState<ElicitationProblem[]>([]);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (problems.length > 0) form.current?.querySelector<HTMLElement>("[aria-invalid]")?.focus();
  }, [problems]);
  const labelOf = (name: string) => fields.find((field) => field.name === name)?.label ?? name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = elicitationAccept(fields, values);
    if ("problems" in read) {
      setProblems(read.problems);
      return;
    }
    setProblems([]);
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
      {fields.length === 0 ? (
        <p className="text-xs text-muted">The server asks for no fields.</p>
      ) : null}
      {fields.map((field) => (
        <ElicitationFieldInput
          key={field.name}
          field={field}
          value={values[field.name]}
          problem={problems.find((problem) => problem.field === field.name)?.message}
          onChange={(value) => setValues((previous) => ({ ...previous, [field.name]: value }))}
        />
      ))}
      {problems.length > 0 ? (
        <p role="alert" className="rounded-md bg-danger-soft px-2 py-1.5 text-xs text-danger">
          Not sent: {problems.length === 1 ? "one field needs" : `${problems.length} fields need`} a
          fix ({problems.map((problem) => labelOf(problem.field)).join(", ")}).
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
