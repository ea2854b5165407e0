import type { CaptureView } from "@/lib/api/captures";
import { statusCell } from "@/lib/views/traffic/cells";

const endWords: Record<NonNullable<CaptureView["exchange"]>["end"], string> = {
  complete: "read to its end",
  "client-disconnected": "the client went away before the end",
  "upstream-failed": "the upstream broke off",
  unreachable: "no upstream answered",
};

function Headers({ title, headers }: { title: string; headers: Record<string, string> }) {
  const entries = Object.entries(headers);
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h3 className="text-xs font-semibold">{title}</h3>
      {entries.length === 0 ? (
        <p className="text-xs text-muted">None.</p>
      ) : (
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 font-mono text-[11px]">
          {entries.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-muted">{name}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The HTTP side of a proxied capture: method, path, status and both sides' headers (keys redacted). */
export function CaptureExchange({ capture }: { capture: CaptureView }) {
  const exchange = capture.exchange;
  if (!exchange) {
    return (
      <p className="p-3 text-xs text-muted">
        {capture.source === "import"
          ? "Imported: no HTTP exchange was recorded with it."
          : "Still streaming: the exchange shows once it ends."}
      </p>
    );
  }
  const status = statusCell({
    status: exchange.status,
    source: capture.source,
    durationMs: exchange.durationMs,
  });
  const cut = [exchange.requestCut && "request", exchange.responseCut && "response"].filter(
    Boolean,
  );
  return (
    <div className="flex flex-col gap-3 p-3">
      <p className="font-mono text-xs">
        <span className="font-semibold">{exchange.method}</span> {exchange.path}{" "}
        <span className={status.tone === "danger" ? "text-danger" : "text-success"}>
          {status.text}
        </span>{" "}
        <span className="text-muted">via {exchange.upstream}</span>
      </p>
      <p className="text-xs text-muted">
        Sent to <span className="font-mono break-all">{exchange.url}</span> ·{" "}
        {endWords[exchange.end]}
        {cut.length > 0 ? ` · the ${cut.join(" and ")} recorded only in part` : ""}
      </p>
      <Headers title="Request headers" headers={exchange.requestHeaders} />
      <Headers title="Response headers" headers={exchange.responseHeaders} />
    </div>
  );
}
