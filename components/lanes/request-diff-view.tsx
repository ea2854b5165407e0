"use client";

import { Badge } from "@/components/ui/badge";
import { useRequestDiff } from "@/hooks/lanes/use-request-diff";
import { messageText } from "@/lib/captures/message-text";
import type { LoupeEvent } from "@/lib/events/types";
import { tokensText } from "@/lib/views/lanes/message-tokens";
import type { RequestDiffState, SentRequest } from "@/lib/views/lanes/turn-request-reading";
import type { CountTokens } from "@/lib/views/playground/setup/tokenizer";
import { countOf } from "@/lib/views/shared/format";
import { MessageChangeList, RequestChangeBadges, SystemPromptChange } from "./message-changes";

function jsonText(value: unknown): string {
  return value === undefined ? "(absent)" : JSON.stringify(value);
}

/**
 * The diff of turn `turn`'s request against the previous turn's (a fork's first turn: the
 * forked-from session's), loaded and compared when shown.
 */
export function TurnRequestDiff({
  sessionId,
  events,
  turn,
  request,
  count,
  tokenLabel,
  onError,
}: {
  sessionId: string | null;
  events: readonly LoupeEvent[];
  turn: number;
  request: SentRequest;
  count: CountTokens;
  tokenLabel: string;
  onError: (error: unknown) => void;
}) {
  const diff = useRequestDiff({ sessionId, events, turn, request, onError });
  return <RequestDiffView turn={turn} diff={diff} count={count} tokenLabel={tokenLabel} />;
}

/**
 * What this turn's request sent that the previous turn's did not: the messages both send
 * (counted, collapsed), the ones appended (in full), the ones edited or dropped, and the system
 * prompt, tools and params that changed. The model keeps no memory: every turn sends it all again.
 */
export function RequestDiffView({
  turn,
  diff,
  count,
  tokenLabel,
}: {
  turn: number;
  diff: RequestDiffState;
  count: CountTokens;
  tokenLabel: string;
}) {
  if (diff.state === "first") {
    return (
      <p className="p-3 text-xs">
        {diff.parentGone
          ? `This session was forked from turn ${diff.parentGone.turn} of a session that is gone, so there is no earlier request to compare with. `
          : `Turn ${turn} has no previous turn: this request is the first. `}
        Every later turn re-sends its messages and appends to them, since the model keeps no memory.
      </p>
    );
  }
  const previousName = `turn ${diff.previousTurn}'s request${diff.inParent ? " in the session this one was forked from" : ""}`;
  if (diff.state === "loading") {
    return <p className="p-3 text-xs text-muted">Loading {previousName}…</p>;
  }
  if (diff.state === "unread") {
    return (
      <p className="p-3 text-xs">
        These requests are not a model request Loupe reads, so they cannot be compared.
      </p>
    );
  }
  const { changes } = diff;
  const common = changes.messages.reduce(
    (sum, change) => sum + (change.kind === "common" ? change.count : 0),
    0,
  );
  const added = changes.messages.filter((change) => change.kind === "added");
  const addedTokens = added.reduce((sum, change) => sum + count(messageText(change.message)), 0);
  return (
    <div className="flex flex-col gap-2 p-3">
      <p className="text-xs">
        Against {previousName}: the model keeps no memory, so turn {turn} sends{" "}
        <strong>{countOf(common, "message")}</strong> again and appends{" "}
        <strong>{countOf(added.length, "message")}</strong> ({tokensText(addedTokens, tokenLabel)}).
      </p>
      <RequestChangeBadges
        changes={changes}
        after={changes.params.map((param) => (
          <li key={param.name}>
            <Badge tone="warning" mono>
              {param.name}: {jsonText(param.before)} → {jsonText(param.after)}
            </Badge>
          </li>
        ))}
      />
      {changes.systemPrompt ? <SystemPromptChange change={changes.systemPrompt} /> : null}
      <MessageChangeList
        label="Messages against the previous turn"
        changes={changes.messages}
        tokensOf={(message) => tokensText(count(messageText(message)), tokenLabel)}
      />
    </div>
  );
}
