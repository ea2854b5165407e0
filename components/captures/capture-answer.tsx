import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { CopyButton } from "@/components/ui/copy-button";
import { JsonViewer } from "@/components/ui/json-viewer";
import type { EventPayloads } from "@/lib/events/types";
import type { AssembledAnswer } from "@/lib/llm/model-part";
import { captureTimings } from "@/lib/views/captures/summary";
import { describeFinishReason } from "@/lib/views/lanes/finish-reason";
import { countOf } from "@/lib/views/shared/format";
import { parseJsonContainer } from "@/lib/views/shared/json/json-text";

function Section({
  label,
  title,
  actions,
  children,
}: {
  label: string;
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={label} className="flex min-w-0 flex-col gap-1 text-xs">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-[11px] font-semibold tracking-wide text-muted uppercase">{title}</h3>
        {actions}
      </div>
      {children}
    </section>
  );
}

function usageWords(usage: AssembledAnswer["usage"]): string {
  if (!usage) return "not reported by the provider";
  const parts = [`${usage.input ?? "?"} in`, `${usage.output ?? "?"} out`];
  if (usage.reasoning !== undefined) parts.push(`${usage.reasoning} reasoning`);
  if (usage.cacheRead !== undefined) parts.push(`${usage.cacheRead} read from cache`);
  if (usage.cacheWrite !== undefined) parts.push(`${usage.cacheWrite} written to cache`);
  if (usage.total !== undefined) parts.push(`${usage.total} total`);
  return parts.join(" · ");
}

/**
 * The answer the capture assembled, whole: its error (located, as the stream framer said it),
 * content, reasoning, tool calls with their arguments, usage, finish reason and the timings
 * when the capture has any.
 */
export function CaptureAnswer({
  assembled,
  timings,
}: {
  assembled: AssembledAnswer;
  timings: EventPayloads["llm.response"]["timings"] | undefined;
}) {
  const finish = describeFinishReason(assembled.finishReason);
  const timed = captureTimings(timings);
  return (
    <div className="flex flex-col gap-4 p-3">
      {assembled.error ? (
        <section
          aria-label="Stream error"
          className="flex flex-col gap-1 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-xs text-danger"
        >
          <p className="flex items-center gap-2 font-medium">
            The stream ended with an error <Badge mono>{assembled.error.code}</Badge>
          </p>
          <p className="[overflow-wrap:anywhere] text-ink">{assembled.error.message}</p>
        </section>
      ) : null}
      <Section
        label="Content"
        title={`Content · ${countOf(assembled.content.length, "char")}`}
        actions={<CopyButton text={assembled.content} label="Copy the content" />}
      >
        {assembled.content === "" ? (
          <p className="text-muted">No text in the answer.</p>
        ) : (
          <pre className="rounded-md border border-line bg-sunken px-3 py-2 font-mono whitespace-pre-wrap [overflow-wrap:anywhere]">
            {assembled.content}
          </pre>
        )}
      </Section>
      {assembled.reasoning || assembled.encryptedReasoning?.length ? (
        <Section
          label="Reasoning"
          title={`Reasoning · ${countOf(assembled.reasoning.length, "char")}`}
          actions={<CopyButton text={assembled.reasoning} label="Copy the reasoning" />}
        >
          {assembled.reasoning ? (
            <pre className="font-mono whitespace-pre-wrap text-muted [overflow-wrap:anywhere]">
              {assembled.reasoning}
            </pre>
          ) : null}
          {assembled.encryptedReasoning?.length ? (
            <p className="text-muted">
              And {countOf(assembled.encryptedReasoning.length, "encrypted reasoning block")}, kept
              as received.
            </p>
          ) : null}
        </Section>
      ) : null}
      <Section label="Tool calls" title={`Tool calls · ${assembled.toolCalls.length}`}>
        {assembled.toolCalls.length === 0 ? (
          <p className="text-muted">No tool calls.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {assembled.toolCalls.map((call, index) => {
              const json = parseJsonContainer(call.arguments);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a capture's tool calls never change order, and their ids may be empty or repeated.
                <li key={index} className="rounded-md border border-line px-3 py-2">
                  <p className="flex flex-wrap items-center gap-2">
                    <code className="font-mono font-semibold">{call.name || "(no name)"}</code>
                    <code className="font-mono text-muted">{call.id || "(no id)"}</code>
                  </p>
                  {json ? (
                    <JsonViewer value={json} />
                  ) : (
                    <code className="font-mono break-all whitespace-pre-wrap">
                      {call.arguments || "(no arguments)"}
                    </code>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <dl
        aria-label="Usage and finish"
        className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-xs"
      >
        <dt className="text-muted">Finish reason</dt>
        <dd>
          {finish ? (
            <>
              {finish.words} <code className="font-mono text-muted">{finish.raw}</code>
            </>
          ) : (
            "none: the stream did not say"
          )}
        </dd>
        <dt className="text-muted">Tokens</dt>
        <dd className="font-mono">{usageWords(assembled.usage)}</dd>
        <dt className="text-muted">Timings</dt>
        <dd>
          {timed.length === 0 ? (
            <span className="text-muted">
              none: a pasted stream holds no times, so its replay records none
            </span>
          ) : (
            <span className="font-mono">
              {timed.map((timing) => `${timing.label} ${timing.value}`).join(" · ")}
            </span>
          )}
        </dd>
      </dl>
      {assembled.usage ? (
        <JsonViewer label="Usage as the provider sent it" value={assembled.usage.raw} />
      ) : null}
    </div>
  );
}
