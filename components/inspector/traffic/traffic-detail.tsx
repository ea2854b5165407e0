"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { JsonViewer } from "@/components/ui/json-viewer";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { TrafficExchange } from "@/lib/api/inspector";
import { exchangeAsCurl } from "@/lib/views/inspector/traffic/curl";
import { formatClock, type TrafficItem } from "@/lib/views/inspector/traffic/traffic";
import { formatDuration } from "@/lib/views/shared/format";
import { parseJsonContainer } from "@/lib/views/shared/json/json-text";

/** The selected item of the traffic in full: a message's JSON, an exchange's headers and raw bodies. */
export function TrafficDetail({
  item,
  partnerHidden,
  onJump,
}: {
  item: TrafficItem | undefined;
  /** The partner exists but the filters hide it. */
  partnerHidden: boolean;
  onJump: (key: string) => void;
}) {
  if (!item) {
    return (
      <p className="p-4 text-xs text-muted">
        Select a line to see it in full: a message&apos;s JSON, an HTTP exchange&apos;s headers and
        raw text.
      </p>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-3 p-3">
      <h3 className="font-mono text-xs font-semibold break-all">
        {item.label}{" "}
        <span className="font-normal text-muted">
          at {formatClock(item.at)} (seq {item.seq})
        </span>
      </h3>
      {item.kind === "message" ? (
        <>
          {item.partnerKey ? (
            <div className="flex items-center gap-2">
              <Button size="sm" onClick={() => item.partnerKey && onJump(item.partnerKey)}>
                {item.method !== undefined && !item.label.includes(" for #")
                  ? "Jump to response"
                  : "Jump to request"}
              </Button>
              {partnerHidden ? (
                <span className="text-[11px] text-muted">
                  (hidden by the filters: jumping clears them)
                </span>
              ) : null}
              {item.latencyMs !== undefined ? (
                <span className="text-[11px] text-muted">
                  answered in {formatDuration(item.latencyMs)}
                </span>
              ) : null}
            </div>
          ) : null}
          <JsonViewer label="Message" value={item.message.message} />
        </>
      ) : null}
      {item.kind === "exchange" ? <ExchangeDetail exchange={item.exchange} /> : null}
      {item.kind === "stderr" ? (
        <pre className="rounded-md border border-line bg-sunken p-2 font-mono text-xs whitespace-pre-wrap">
          {item.text}
        </pre>
      ) : null}
      {item.kind === "exit" ? (
        <p className="text-xs">
          The server&apos;s process ended: exit code {item.code ?? "none"}
          {item.signal ? `, signal ${item.signal}` : ""}.
        </p>
      ) : null}
    </div>
  );
}

function ExchangeDetail({ exchange }: { exchange: TrafficExchange }) {
  const curl = exchangeAsCurl(exchange);
  const requestJson = exchange.requestBody ? parseJsonContainer(exchange.requestBody) : undefined;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <code className="font-mono font-semibold">{exchange.method}</code>
        <code className="font-mono break-all">{exchange.url}</code>
        <span className="font-mono">{exchange.status ?? "no answer"}</span>
        {exchange.open ? (
          <Badge
            tone="accent"
            title="The response body is still arriving: the text so far is shown"
          >
            streaming
          </Badge>
        ) : null}
        {exchange.open && exchange.keepAlives ? (
          <span
            className="text-muted"
            title="Keep-alive comments the server sent on this stream so far, counted rather than listed one by one"
          >
            {exchange.keepAlives} keep-alive{exchange.keepAlives === 1 ? "" : "s"}
          </span>
        ) : null}
        {exchange.durationMs !== undefined ? (
          <span className="text-muted">{formatDuration(exchange.durationMs)}</span>
        ) : null}
        <span
          className="ml-auto flex items-center gap-1"
          title="Headers as recorded: secrets in them were already masked, so the command is safe to share."
        >
          <span className="text-[11px] text-muted">Copy as cURL</span>
          <CopyButton text={curl} label="Copy as cURL (secrets already masked)" />
        </span>
      </div>
      <HeaderTable title="Request headers" headers={exchange.requestHeaders} />
      <HeaderTable title="Response headers" headers={exchange.responseHeaders ?? {}} />
      {requestJson ? (
        <JsonViewer label="Request body" value={requestJson} />
      ) : (
        <RawText title="Request body" text={exchange.requestBody} />
      )}
      <RawText
        title={exchange.open ? "Response body (raw, so far)" : "Response body (raw)"}
        text={exchange.responseBody}
      />
    </>
  );
}

function HeaderTable({ title, headers }: { title: string; headers: Record<string, string> }) {
  const entries = Object.entries(headers);
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h4 className="text-[11px] font-semibold tracking-wide text-muted uppercase">{title}</h4>
      {entries.length === 0 ? (
        <p className="text-[11px] text-muted">none recorded</p>
      ) : (
        <table className="w-full text-left font-mono text-[11px]">
          <tbody>
            {entries.map(([name, value]) => (
              <tr key={name} className="border-b border-line align-top">
                <th scope="row" className="py-0.5 pr-3 font-medium whitespace-nowrap">
                  {name}
                </th>
                <td className="py-0.5 break-all">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function RawText({ title, text }: { title: string; text: string | undefined }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between">
        <h4 className="text-[11px] font-semibold tracking-wide text-muted uppercase">{title}</h4>
        {text ? <CopyButton text={text} label={`Copy ${title.toLowerCase()}`} /> : null}
      </div>
      {text ? (
        <ScrollRegion
          label={title}
          className="max-h-80 rounded-md border border-line bg-sunken p-2"
        >
          <pre className="font-mono text-[11px] whitespace-pre-wrap break-all">{text}</pre>
        </ScrollRegion>
      ) : (
        <p className="text-[11px] text-muted">empty</p>
      )}
    </div>
  );
}
