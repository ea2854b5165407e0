"use client";

import { useEffect, useMemo, useRef } from "react";
import { ActionParams, actionTarget } from "@/components/playground/conversation/action-params";
import { HighlightedText } from "@/components/playground/conversation/highlighted-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { type DialectId, dialectFor } from "@/lib/dialects";
import { answerHighlight } from "@/lib/views/lanes/answer-highlight";
import { assembledPieces } from "@/lib/views/lanes/assembled-pieces";
import { describeFinishReason } from "@/lib/views/lanes/finish-reason";
import { type CarriedText, describeCarried } from "@/lib/views/lanes/sse-selection";
import { timingsText } from "@/lib/views/lanes/timings-text";
import { actionHeading, actionKindWords } from "@/lib/views/playground/conversation/action-heading";
import type { TurnView } from "@/lib/views/playground/conversation/turn-view";
import { countOf } from "@/lib/views/shared/format";
import { HostReading } from "./host-reading";
import { LaneEmpty } from "./lane-empty";

/**
 * The answer as the host parsed it: the assembled text with the action's span marked, the
 * action's name, parameters, validity and errors, and the response's finish reason and timings.
 * With an SSE item selected in the Raw SSE lane, the text it carried is marked too, and whether
 * it belongs to the action is said; a piece of the text, clicked or chosen from the keyboard,
 * selects the SSE item that carried it.
 */
export function ParsedLane({
  view,
  lit,
  litLineCount,
  carried,
  onToggleAction,
  onShowRawSse,
  onClearSseSelection,
  onSelectSseItem,
  dialect,
}: {
  view: TurnView;
  /** The dialect the answer was read in: how its text is coloured and its action named. */
  dialect?: DialectId | undefined;
  lit: boolean;
  litLineCount: number;
  /** What the SSE item selected in the Raw SSE lane carried, if one is. */
  carried: CarriedText | null;
  onToggleAction: () => void;
  onShowRawSse: () => void;
  onClearSseSelection: () => void;
  /** Selects the SSE item that carried a piece of the assembled text (from the keyboard too). */
  onSelectSseItem: (sseSeq: number) => void;
}) {
  const { action, response } = view;
  const assembled = useRef<HTMLElement>(null);
  const carriedSeq = carried?.sseSeq;
  const pieces = useMemo(
    () => assembledPieces(view.deltas, view.content.length),
    [view.deltas, view.content.length],
  );
  const highlight = useMemo(() => answerHighlight(dialect, view.content), [dialect, view.content]);
  useEffect(() => {
    if (carriedSeq === undefined) return;
    assembled.current?.querySelector("[data-sse-carried]")?.scrollIntoView({ block: "nearest" });
  }, [carriedSeq]);
  if (view.content === "" && !action && !response?.assembled.toolCalls.length) {
    return <LaneEmpty>Nothing parsed yet for this turn.</LaneEmpty>;
  }
  const target = view.host ? actionTarget(view.host) : undefined;
  // The action as the dialect wrote it; what the host reads it as is the secondary text.
  const heading = view.host ? actionHeading(view.host) : action ? { name: action.name } : undefined;
  const params = action ? dialectFor(dialect ?? "xml").sourceParams(action) : undefined;
  return (
    <div className="flex flex-col gap-4 p-3">
      {action ? (
        <section aria-label="Parsed action" className="rounded-md border border-line">
          <header className="flex flex-wrap items-center gap-2 border-b border-line px-3 py-2">
            <code className="font-mono text-[13px] font-semibold">{heading?.name}</code>
            {heading?.detail ? (
              <code className="font-mono text-xs text-muted">{heading.detail}</code>
            ) : null}
            {view.host ? (
              <span className="text-xs text-muted">
                {actionKindWords(view.host)}
                {target ? (
                  <>
                    {" "}
                    · <code className="font-mono">{target}</code>
                  </>
                ) : null}
              </span>
            ) : null}
            <Badge tone={action.valid ? "success" : "danger"}>
              {action.valid ? "valid" : "invalid"}
            </Badge>
            {action.partial ? <Badge tone="warning">partial (stream ended first)</Badge> : null}
            <Badge mono>
              {action.toolCall
                ? `tool call #${action.toolCall.index} ${action.toolCall.name}`
                : `chars ${action.span.start}–${action.span.end}`}
            </Badge>
            {carried?.action === "inside" || carried?.action === "partly" ? (
              <Badge tone="accent">carries the selected SSE item&apos;s text</Badge>
            ) : null}
            <Button
              size="sm"
              variant={lit ? "primary" : "secondary"}
              aria-pressed={lit}
              onClick={onToggleAction}
              className="ml-auto"
            >
              Select action
            </Button>
          </header>
          <div className="flex flex-col gap-2 px-3 py-2">
            <ActionParams action={action} params={params} />
            {action.errors.length > 0 ? (
              <ul aria-label="Parse errors" className="list-disc pl-4 text-xs text-danger">
                {action.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            ) : null}
            {lit ? (
              <p className="flex items-center gap-2 text-xs text-muted">
                {countOf(litLineCount, "SSE line")} carried this action.
                <Button size="sm" variant="ghost" onClick={onShowRawSse}>
                  Show in Raw SSE
                </Button>
              </p>
            ) : null}
          </div>
        </section>
      ) : (
        <p className="text-xs text-muted">
          {view.status === "running" ? "No complete action yet…" : "No action in this answer."}
        </p>
      )}
      {carried ? (
        <section
          aria-label="Selected SSE item"
          className="flex flex-col gap-1 rounded-md border border-accent/40 bg-accent-soft/40 px-3 py-2 text-xs"
        >
          <header className="flex items-center gap-2">
            <h3 className="font-medium">SSE item #{carried.sseSeq}</h3>
            <span className="ml-auto flex gap-1">
              <Button size="sm" variant="ghost" onClick={onShowRawSse}>
                Show line in Raw SSE
              </Button>
              <Button size="sm" variant="ghost" onClick={onClearSseSelection}>
                Clear selection
              </Button>
            </span>
          </header>
          <p className="text-muted">{describeCarried(carried, heading?.name)}</p>
          {carried.text ? (
            <code className="font-mono break-all whitespace-pre-wrap">
              {JSON.stringify(carried.text)}
            </code>
          ) : null}
        </section>
      ) : null}
      <section ref={assembled} aria-label="Assembled text" className="flex flex-col gap-1">
        <div className="flex items-center justify-between">
          <h3 className="text-[11px] font-semibold tracking-wide text-muted uppercase">
            Assembled text · {countOf(view.content.length, "char")}
          </h3>
          <CopyButton text={view.content} label="Copy assembled text" />
        </div>
        <HighlightedText
          text={view.content}
          span={action?.span}
          carried={carried?.spans}
          lit={lit}
          language={highlight.language}
          keywords={highlight.keywords}
          className="rounded-md border border-line bg-sunken px-3 py-2"
          pieces={{
            label: "Assembled text by SSE item",
            items: pieces,
            selectedSseSeq: carriedSeq,
            onSelect: onSelectSseItem,
          }}
        />
      </section>
      {view.status === "running" ? null : (
        <HostReading
          content={view.content}
          action={action}
          toolCalls={response?.assembled.toolCalls ?? []}
        />
      )}
      {view.reasoning ? (
        <section aria-label="Reasoning" className="flex flex-col gap-1">
          <h3 className="text-[11px] font-semibold tracking-wide text-muted uppercase">
            Reasoning
          </h3>
          <pre className="font-mono text-xs whitespace-pre-wrap text-muted">{view.reasoning}</pre>
        </section>
      ) : null}
      {response ? (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-xs">
          <dt className="text-muted">HTTP status</dt>
          <dd className="font-mono">{response.status}</dd>
          <dt className="text-muted">Finish reason</dt>
          <dd>
            <FinishReason raw={response.assembled.finishReason} />
          </dd>
          <dt className="text-muted">Tokens</dt>
          <dd className="font-mono">
            {response.assembled.usage
              ? `${response.assembled.usage.input ?? "?"} in · ${response.assembled.usage.output ?? "?"} out`
              : response.assembled.finishReason === "stopped-by-host"
                ? "not reported: the host stopped reading at the action, before the usage chunk"
                : "not reported by the provider"}
          </dd>
          <dt className="text-muted">Timings</dt>
          <dd className="font-mono">{timingsText(response.timings)}</dd>
        </dl>
      ) : null}
    </div>
  );
}

/** A finish reason in plain words, the raw value beside them in code type. */
function FinishReason({ raw }: { raw: string | undefined }) {
  const finish = describeFinishReason(raw);
  if (!finish) return <span className="font-mono">—</span>;
  return (
    <>
      {finish.words} <code className="font-mono text-muted">{finish.raw}</code>
    </>
  );
}
