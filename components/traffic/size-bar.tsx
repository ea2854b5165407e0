import { shareOf } from "@/lib/views/traffic/anatomy";

/** A bar as wide as `part`'s share of `whole`, its words beside it, for a prompt's anatomy. */
export function SizeBar({
  label,
  part,
  whole,
  detail,
}: {
  label: string;
  part: number;
  whole: number;
  detail: string;
}) {
  const share = shareOf(part, whole);
  return (
    <li className="grid grid-cols-[minmax(8rem,14rem)_minmax(0,1fr)_auto] items-center gap-2 text-xs">
      <span className="truncate font-mono" title={label}>
        {label}
      </span>
      <span className="h-2 rounded-sm bg-sunken" aria-hidden="true">
        <span className="block h-2 rounded-sm bg-accent" style={{ width: `${share}%` }} />
      </span>
      <span className="text-right text-muted tabular-nums">
        {detail} <span className="sr-only">({Math.round(share)}%)</span>
      </span>
    </li>
  );
}
