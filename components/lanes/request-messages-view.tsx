import { useMemo } from "react";
import { messageTokens, tokensText } from "@/lib/views/lanes/message-tokens";
import { type SentRequest, sentMessages } from "@/lib/views/lanes/turn-request-reading";
import type { CountTokens } from "@/lib/views/playground/setup/tokenizer";
import { countOf } from "@/lib/views/shared/format";

/** The characters of a message shown in its row; the whole text is in the Body view. */
const PREVIEW_CHARACTERS = 160;

/**
 * Every message the turn's request sends, system prompt included, each with its tokens by the
 * prompt editor's counter, and their total: what the turn costs before the model writes a word.
 */
export function RequestMessagesView({
  request,
  count,
  tokenLabel,
}: {
  request: SentRequest;
  count: CountTokens;
  tokenLabel: string;
}) {
  const { body, url } = request;
  const messages = useMemo(() => sentMessages({ body, url }), [body, url]);
  const counted = useMemo(
    () => (messages ? messageTokens(messages, count) : undefined),
    [messages, count],
  );
  if (!counted) {
    return (
      <p className="p-3 text-xs">
        This body is not a model request Loupe reads, so its messages are not listed.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2 p-3">
      <p className="text-xs">
        Sends {countOf(counted.rows.length, "message")}:{" "}
        <strong>{tokensText(counted.total, tokenLabel)}</strong>
      </p>
      <table aria-label="Messages with their tokens" className="w-full table-fixed text-xs">
        <thead className="text-left text-[11px] text-muted">
          <tr>
            <th scope="col" className="w-8 py-0.5">
              #
            </th>
            <th scope="col" className="w-20">
              role
            </th>
            <th scope="col">text</th>
            <th scope="col" className="w-24 text-right">
              tokens
            </th>
          </tr>
        </thead>
        <tbody>
          {counted.rows.map((row) => (
            <tr key={row.index} className="border-t border-line align-top">
              <td className="py-1 font-mono text-muted">{row.index + 1}</td>
              <td className="py-1 font-mono">{row.role}</td>
              <td className="truncate py-1 font-mono" title={row.text.slice(0, 2_000)}>
                {row.text.slice(0, PREVIEW_CHARACTERS)}
              </td>
              <td className="py-1 text-right font-mono tabular-nums">
                {row.tokens.toLocaleString("en-US")}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-line font-semibold">
            <td colSpan={3} className="py-1">
              Total ({tokenLabel})
            </td>
            <td className="py-1 text-right font-mono tabular-nums">
              {counted.total.toLocaleString("en-US")}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
