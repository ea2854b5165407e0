import type { OutlineRow } from "@/lib/views/playground/setup/prompt-outline";

/** The prompt's sections with their characters and tokens; a row moves the editor there. */
export function PromptOutline({
  rows,
  tokenLabel,
  onReveal,
}: {
  rows: readonly OutlineRow[];
  /** What counted the tokens, said once in the heading. */
  tokenLabel: string;
  onReveal: (offset: number) => void;
}) {
  if (rows.length === 0) return null;
  return (
    <details open className="text-[11px]">
      <summary className="cursor-pointer text-muted">
        Outline: {rows.length} {rows.length === 1 ? "section" : "sections"} · {tokenLabel}
      </summary>
      <ul aria-label="Prompt outline" className="mt-1 flex flex-col">
        {rows.map((row) => (
          <li key={`${row.start}:${row.title}`}>
            <button
              type="button"
              onClick={() => onReveal(row.start)}
              className="flex w-full items-baseline gap-2 rounded px-1 py-0.5 text-left hover:bg-raised"
            >
              <span className="min-w-0 flex-1 truncate text-ink">{row.title}</span>
              <span className="tabular-nums text-muted">
                {row.characters.toLocaleString("en-US")} chars ·{" "}
                {row.tokens.toLocaleString("en-US")} tokens
              </span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
