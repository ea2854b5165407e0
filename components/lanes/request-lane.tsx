import { Badge } from "@/components/ui/badge";
import { formatBytes, prettyJson } from "@/lib/views/format";
import type { TurnRequest } from "@/lib/views/turn-view";
import { JsonBlock } from "./json-block";
import { LaneEmpty } from "./lane-empty";

/** The exact request of the turn: the whole history, re-sent to the model every turn. */
export function RequestLane({ request }: { request: TurnRequest | undefined }) {
  if (!request) return <LaneEmpty>No request sent in this turn yet.</LaneEmpty>;
  return (
    <div className="flex flex-col gap-3 p-3">
      <p className="flex flex-wrap items-center gap-2 text-xs">
        <Badge tone="accent" mono>
          {request.method}
        </Badge>
        <code className="min-w-0 font-mono break-all">{request.url}</code>
      </p>
      <p className="text-xs text-muted">
        {request.messageCount !== undefined ? (
          <>
            Sends <strong className="text-ink">{request.messageCount} messages</strong> (
            {formatBytes(request.bytes)}): the model keeps no memory, so every turn re-sends the
            whole history.
          </>
        ) : (
          `${formatBytes(request.bytes)} body`
        )}
      </p>
      <JsonBlock label="Headers" value={request.headers} />
      <JsonBlock label="Body" value={prettyJson(request.body)} />
    </div>
  );
}
